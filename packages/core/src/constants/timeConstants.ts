// Durations of SPEC §4, §8 and §9, in milliseconds unless the name says otherwise.

/** SPEC §5/§9: 'E-mail login cooldown 30 s'. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** SPEC §8/§9: 'token balance retry 30 s' (retry blocked 30 s after a failure). */
export const TOKEN_BALANCE_RETRY_MS = 30_000
/** SPEC §9: 'Cache: portfolio and native balance 30 s'. */
export const PORTFOLIO_CACHE_TTL_MS = 30_000
/** SPEC §9: 'Cache: portfolio and native balance 30 s'. */
export const NATIVE_BALANCE_CACHE_TTL_MS = 30_000
/** SPEC §9: 'name and identity 5 min'. */
export const NAME_CACHE_TTL_MS = 300_000
/** SPEC §9: 'name and identity 5 min'. */
export const IDENTITY_CACHE_TTL_MS = 300_000
/** SPEC §4/§9: 'Toast swap delay 150 ms'. */
export const TOAST_SWAP_DELAY_MS = 150
/** SPEC §9: 'Social popup polling 1 s'. */
export const SOCIAL_POPUP_POLLING_MS = 1_000
/** SPEC §2/§9: 'Modal shake 500 ms'. */
export const MODAL_SHAKE_MS = 500
/** SPEC §5/§9: 'A pairing is expired when under 10 s remain'. */
export const PAIRING_EXPIRY_THRESHOLD_MS = 10_000
/** SPEC §9: 'pairing lifetime 4 minutes'. */
export const PAIRING_LIFETIME_MS = 240_000
/** SPEC §9: 'retry after 1 s'. */
export const RETRY_AFTER_MS = 1_000
/** SPEC §9: 'debounce 500 ms'. */
export const DEBOUNCE_MS = 500
/** SPEC §7/§9: 'RPC timeout 10 s'. */
export const RPC_TIMEOUT_MS = 10_000
/** SPEC §9: 'Fallback transport ping 4 s'. */
export const FALLBACK_TRANSPORT_PING_MS = 4_000
/** SPEC §9: 'Iframe load timeout 20000 ms'. */
export const IFRAME_LOAD_TIMEOUT_MS = 20_000
/** SPEC §9: 'frame request 120000 ms (connect email, device, otp, social, social redirect)'. */
export const FRAME_REQUEST_TIMEOUT_MS = 120_000
/** SPEC §4/§9: 'disconnect waits at most 3000 ms'. */
export const DISCONNECT_MAX_MS = 3_000
/** SPEC §4/§9: 'post-ready 500 ms'. */
export const FRAME_POST_READY_DELAY_MS = 500
/** SPEC §8: 'Disallowed RPC: modal opens, UI error after 300 ms'. */
export const DISALLOWED_RPC_ERROR_DELAY_MS = 300
/** SPEC §9: 'search minimum display 300 ms'. */
export const SEARCH_MIN_DISPLAY_MS = 300
/** SPEC §4/§9: 'Error reports max 5 per 60 s' (the window). */
export const ERROR_REPORTS_WINDOW_MS = 60_000
/** After a send: how often the newest history page is read until it lists the new transaction. */
export const SENT_TRANSFER_HISTORY_ATTEMPTS = 3
/** After a send: the wait between two reads of the newest history page (an indexer a block behind). */
export const SENT_TRANSFER_HISTORY_RETRY_MS = 2_000
