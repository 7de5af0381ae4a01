/**
 * The deployment's limits on e-mail login (`startSecure({ loginLimits })`). A "client" is the
 * connection's address (or the deployment's proxy header) plus the frame's client id header; the
 * address alone is limited too, so a client that changes its id gains nothing.
 */
export type LoginLimits = {
  /** Wrong guesses one client may make (across e-mails) within `windowMs`. */
  guessesPerClient: number
  /** Wrong guesses from one address (any client id) within `windowMs`. */
  guessesPerAddress: number
  /** Wrong guesses at one e-mail's codes (from anyone) within `windowMs`. */
  guessesPerEmail: number
  /** Login e-mails one client may ask for (across e-mails) within `windowMs`. */
  codeRequestsPerClient: number
  /** Login e-mails one address (any client id) may ask for within `windowMs`. */
  codeRequestsPerAddress: number
  /** The window the counts above are taken over. */
  windowMs: number
  /** How long a client, address or e-mail stays locked once over its limit. */
  lockoutMs: number
}

/** The defaults: small enough that guessing a 6-digit code is hopeless, roomy for real visitors. */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  guessesPerClient: 10,
  guessesPerAddress: 50,
  guessesPerEmail: 10,
  codeRequestsPerClient: 10,
  codeRequestsPerAddress: 100,
  windowMs: 15 * 60_000,
  lockoutMs: 15 * 60_000,
}
