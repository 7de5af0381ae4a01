// On-ramp defaults of SPEC §9.

/** SPEC §9: 'purchase currency USDC on Ethereum and Polygon'. */
export const DEFAULT_ONRAMP_PURCHASE_CURRENCY = {
  id: 'USDC',
  symbol: 'USDC',
  networks: ['ethereum', 'polygon'],
} as const
/** SPEC §9: 'payment currency USD (and EUR)'. */
export const DEFAULT_ONRAMP_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const
/** SPEC §9: 'limits card 10 to 7500, ach_bank_account 10 to 25000'. */
export const DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const
/**
 * SPEC §9: 'Restricted timezones: several China-region ones including Hong Kong and Macau (full
 * list not shown)'. Only the ones the spec names or implies are listed here.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Hong_Kong',
  'Asia/Macao',
  'Asia/Beijing',
  'Asia/Changsha',
] as const
/** SPEC §4: meld destination currency 'SOL on Solana, else USDC'. */
export const MELD_DESTINATION_CURRENCY = { solana: 'SOL', default: 'USDC' } as const
