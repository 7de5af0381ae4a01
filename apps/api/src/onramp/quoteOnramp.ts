import { BadRequestError } from '../server/ApiError'
import { ONRAMP_PAYMENT_CURRENCIES, ONRAMP_PAYMENT_METHOD_LIMITS } from './onrampOptions'

/** An amount of a currency (a decimal string, never a float). */
export interface QuoteAmount {
  amount: string
  currency: string
}

/** The on-ramp quote (SPEC §3): fee, subtotal, total, purchase amount, quoteId. */
export interface OnrampQuote {
  paymentTotal: QuoteAmount
  paymentSubtotal: QuoteAmount
  purchaseAmount: QuoteAmount
  coinbaseFee: QuoteAmount
  networkFee: QuoteAmount
  quoteId: string
}

/** The dev provider's fee in basis points: 1.5 %, inside SPEC §9 'fee range 1-2%'. */
export const DEV_PROVIDER_FEE_BPS = 150n

/**
 * USDC per unit of each payment currency, in millionths: a configured rate table (no market
 * data on this machine), like the devnet's USD price table.
 */
export const DEV_FIAT_RATES: Readonly<Record<string, bigint>> = { USD: 1_000_000n, EUR: 1_080_000n }

const fiatPattern = /^[0-9]{1,9}(\.[0-9]{1,2})?$/

/** Parses a fiat decimal string (at most 2 decimals) to cents; throws a BadRequestError otherwise. */
export function parseFiatCents(amount: string): bigint {
  const text = amount.trim()
  if (!fiatPattern.test(text)) throw new BadRequestError(`Invalid amount: ${amount}`)
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'))
}

/** Cents as a decimal string with two decimals (`1050n` → `10.50`). */
export function formatCents(cents: bigint): string {
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`
}

/** USDC base units (6 decimals) as a decimal string without trailing zeros (`98500000n` → `98.5`). */
export function formatUsdc(units: bigint): string {
  const fraction = (units % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '')
  return fraction ? `${units / 1_000_000n}.${fraction}` : String(units / 1_000_000n)
}

/** A priced on-ramp purchase: the quote and the USDC base units it delivers. */
export interface PricedPurchase {
  quote: Omit<OnrampQuote, 'quoteId'>
  usdcUnits: bigint
}

/**
 * Prices a purchase of USDC paying `amount` (the total, a decimal string) of `paymentCurrency`
 * by `paymentMethod`: inside that method's SPEC §9 limits, a 1.5 % provider fee rounded up to the
 * cent, no network fee (the devnet's gas is paid by the funding account), the rest converted at
 * the rate table. All in integers: amounts are never floats.
 */
export function priceOnrampPurchase(params: {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
  paymentMethod?: string
}): PricedPurchase {
  if (params.purchaseCurrency !== 'USDC')
    throw new BadRequestError(`Unsupported purchase currency: ${params.purchaseCurrency}`)
  const rate = DEV_FIAT_RATES[params.paymentCurrency]
  if (!ONRAMP_PAYMENT_CURRENCIES.some((c) => c === params.paymentCurrency) || rate === undefined)
    throw new BadRequestError(`Unsupported payment currency: ${params.paymentCurrency}`)
  const method = params.paymentMethod ?? 'card'
  const limits = ONRAMP_PAYMENT_METHOD_LIMITS.find((l) => l.id === method)
  if (!limits) throw new BadRequestError(`Unsupported payment method: ${method}`)
  const total = parseFiatCents(params.amount)
  if (total < parseFiatCents(limits.min) || total > parseFiatCents(limits.max))
    throw new BadRequestError(
      `Amount must be between ${limits.min} and ${limits.max} ${params.paymentCurrency}`,
    )
  const fee = (total * DEV_PROVIDER_FEE_BPS + 9_999n) / 10_000n
  const subtotal = total - fee
  // cents × 10^4 = USDC base units at 1:1; times the rate in millionths.
  const usdcUnits = (subtotal * 10_000n * rate) / 1_000_000n
  const fiat = (cents: bigint) => ({ amount: formatCents(cents), currency: params.paymentCurrency })
  return {
    usdcUnits,
    quote: {
      paymentTotal: fiat(total),
      paymentSubtotal: fiat(subtotal),
      purchaseAmount: { amount: formatUsdc(usdcUnits), currency: 'USDC' },
      coinbaseFee: fiat(fee),
      networkFee: fiat(0n),
    },
  }
}
