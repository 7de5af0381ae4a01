/** A new login e-mail may not go out within 30 s of the last to the same address (SPEC §5, §9). */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000

/** How long a one-time code stays valid. */
export const OTP_TTL_MS = 10 * 60_000

/** Wrong guesses allowed per code; the code is void after that many. */
export const OTP_MAX_ATTEMPTS = 5

/** Digits of a one-time code. */
export const OTP_LENGTH = 6
