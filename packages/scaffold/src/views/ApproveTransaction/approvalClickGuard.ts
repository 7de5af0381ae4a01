/**
 * How long an approval button ignores activation after a request becomes visible, so a click
 * aimed at what was there before cannot approve it (HOSTILE F, about 500 ms).
 */
export const APPROVAL_CLICK_GUARD_MS = 500
