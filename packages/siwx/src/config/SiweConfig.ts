/** The message parameters a legacy SIWE config supplies (AppKit's `getMessageParams`). */
export type SiweMessageParams = {
  domain: string
  uri: string
  /** EIP-155 chain ids the dapp accepts. */
  chains?: readonly number[] | undefined
  statement?: string | undefined
  /** issuedAt, expirationTime, notBefore as RFC 3339 text. */
  iat?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: readonly string[] | undefined
}

/** The arguments of a legacy SIWE config's `createMessage`. */
export type SiweCreateMessageArgs = SiweMessageParams & {
  /** `did:pkh:eip155:{chainId}:{address}`, as AppKit passed it. */
  address: string
  chainId: number
  nonce: string
  version: '1'
  iat: string
}

/** A signed-in SIWE session as the legacy config reports it. */
export type SiweSession = { address: string; chainId: number }

/**
 * AppKit's legacy `siweConfig` shape (EVM only): the dapp's own nonce, message, verification,
 * session and sign-out functions.
 */
export type SiweConfig = {
  getMessageParams: () => Promise<SiweMessageParams>
  /** The text to sign; when absent the EIP-4361 text of `@appkit/siwx` is used. */
  createMessage?: ((args: SiweCreateMessageArgs) => string) | undefined
  getNonce: (address?: string) => Promise<string>
  getSession: () => Promise<SiweSession | null | undefined>
  verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  signOut: () => Promise<unknown>
  onSignIn?: ((session: SiweSession) => void) | undefined
  onSignOut?: (() => void) | undefined
  /** Default true, as in AppKit. */
  required?: boolean | undefined
}
