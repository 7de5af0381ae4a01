// Counts, sizes and limits of SPEC §2, §5, §7 and §9.

/** SPEC §9: 'Recent wallets max 2'. */
export const RECENT_WALLETS_MAX = 2
/** SPEC §9: 'Swap slippage tolerance 1'. */
export const SWAP_SLIPPAGE_TOLERANCE = 1
/** SPEC §7/§9: 'batch 1000'. */
export const RPC_BATCH_SIZE = 1_000
/** SPEC §7: 'optionally batched (size 1000, wait 0)'. */
export const RPC_BATCH_WAIT_MS = 0
/** SPEC §7: 'Retried statuses: 403, 408, 413, 429, 500, 502, 503, 504'. */
export const RPC_RETRY_STATUSES = [403, 408, 413, 429, 500, 502, 503, 504] as const
/** SPEC §7: '3 retries'. */
export const RPC_RETRY_COUNT = 3
/** SPEC §7: 'base delay 150 ms doubling'. */
export const RPC_RETRY_BASE_DELAY_MS = 150
/** Cap on any single retry wait, including a server's Retry-After (HOSTILE §C). */
export const RPC_RETRY_MAX_DELAY_MS = 30_000
/** SPEC §9: 'sample count 10'. */
export const FALLBACK_TRANSPORT_SAMPLE_COUNT = 10
/** SPEC §9: 'weights stability 0.7 and latency 0.3'. */
export const FALLBACK_TRANSPORT_WEIGHTS = { stability: 0.7, latency: 0.3 } as const
/** SPEC §9: 'Pending-transaction limit 99'. */
export const PENDING_TRANSACTIONS_LIMIT = 99
/** SPEC §9: 'Wallet list: 4 recommended'. */
export const RECOMMENDED_WALLETS_COUNT = 4
/** SPEC §9: '40 per page'. */
export const WALLETS_PER_PAGE = 40
/** SPEC §9: 'search 100 results'. */
export const WALLET_SEARCH_RESULTS = 100
/** SPEC §9: 'first 20 images preloaded'. */
export const WALLET_IMAGES_PRELOADED = 20
/** SPEC §4/§9: 'Error reports max 5 per 60 s' (the count). */
export const ERROR_REPORTS_MAX = 5
/** SPEC §5: 'Account name: at least 4 characters'. */
export const ACCOUNT_NAME_MIN_LENGTH = 4
/** SPEC §5: 'letters, digits, hyphens only'. */
export const ACCOUNT_NAME_PATTERN = /^[a-zA-Z0-9-]+$/
/** SPEC §5: 'Chain id for registration below 2147483648 else 'Invalid chainId''. */
export const MAX_REGISTRATION_CHAIN_ID = 2_147_483_648
/** SPEC §5: display name 'cut to 27 characters plus an ellipsis when over 30'. */
export const DISPLAY_NAME_MAX_LENGTH = 30
/** SPEC §5: display name cut length. */
export const DISPLAY_NAME_CUT_LENGTH = 27
/** SPEC §5: 'Balance shown truncated to 3 decimals'. */
export const BALANCE_DECIMALS = 3
/**
 * Significant digits of a network fee shown before signing (not in SPEC; a fee shows in full up
 * to this many, rounded up beyond, so a fee is never shown smaller than it is).
 */
export const FEE_SIGNIFICANT_DIGITS = 4
/** SPEC §5: 'token value 2 decimals'. */
export const TOKEN_VALUE_DECIMALS = 2
/** SPEC §5: 'transaction amounts 3 decimals'. */
export const TRANSACTION_AMOUNT_DECIMALS = 3
/** SPEC §5: 'Addresses truncated 4 start'. */
export const ADDRESS_TRUNCATE_START = 4
/** SPEC §5: 'Addresses truncated ... 6 end'. */
export const ADDRESS_TRUNCATE_END = 6
/** SPEC §9: 'Number formatting 2 decimals en-US'. */
export const NUMBER_FORMAT_LOCALE = 'en-US'
/** SPEC §9: 'Number formatting 2 decimals'. */
export const NUMBER_FORMAT_DECIMALS = 2
/** SPEC §9: 'big-number default 20 places'. */
export const BIG_NUMBER_DECIMAL_PLACES = 20
/** SPEC §7: 'popup 600x800'. */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const
/** SPEC §7: 'SDK version 4' of the embedded frame. */
export const FRAME_SDK_VERSION = 4
/**
 * SPEC §9 relative time thresholds and labels: 'seconds up to 44, a minute up to 89, hours up to
 * 21, days up to 25, months up to 10; labels like 1 min, 2 hrs'. Read in order: `unit` switches
 * the measuring unit, `upTo` is the largest rounded amount shown with `label` (%d is the amount).
 */
export const RELATIVE_TIME_THRESHOLDS = [
  { unit: 'second', upTo: 44, label: '%d sec' },
  { upTo: 89, label: '1 min' },
  { unit: 'minute', upTo: 44, label: '%d min' },
  { upTo: 89, label: '1 hr' },
  { unit: 'hour', upTo: 21, label: '%d hrs' },
  { upTo: 35, label: '1 d' },
  { unit: 'day', upTo: 25, label: '%d d' },
  { upTo: 45, label: '1 mo' },
  { unit: 'month', upTo: 10, label: '%d mo' },
  { upTo: 17, label: '1 yr' },
  { unit: 'year', label: '%d yr' },
] as const
