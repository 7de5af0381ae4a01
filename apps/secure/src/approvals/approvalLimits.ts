/** How long an approval token, once the visitor clicked Approve, can be redeemed. */
export const APPROVAL_TOKEN_TTL_MS = 60_000

/** How long a request shown in the frame waits for the visitor's click. */
export const PENDING_APPROVAL_TTL_MS = 5 * 60_000

/** SPEC §9 'Pending-transaction limit 99': requests awaiting approval, per session. */
export const PENDING_APPROVALS_LIMIT = 99
