/**
 * The fields of a SIWX message (SPEC §3 'SIWX message'; CAIP-122 data model). `chainId` is the
 * CAIP-2 id (`eip155:1`); the text form carries only its reference (`Chain ID: 1`), the
 * namespace being named by the header ('Ethereum', 'Solana', 'Bitcoin').
 */
export type SiwxMessageData = {
  /** The account, in the address form of its namespace (EIP-55 checksummed for eip155). */
  accountAddress: string
  /** CAIP-2 network id, e.g. `eip155:1`. */
  chainId: string
  /** RFC 3986 authority of the site asking for the sign-in. */
  domain: string
  /** RFC 3986 URI of the subject of the sign-in. */
  uri: string
  /** Always '1'. */
  version: '1'
  /** At least 8 letters or digits; issued by the verifier's side, single use. */
  nonce: string
  /** RFC 3339 date-time. */
  issuedAt: string
  /** One line of ASCII (EIP-4361 `statement`); absent when not given. */
  statement?: string | undefined
  /** RFC 3339 date-time after which the message is refused. */
  expirationTime?: string | undefined
  /** RFC 3339 date-time before which the message is refused. */
  notBefore?: string | undefined
  /** An opaque id of the request (EIP-4361 `*pchar`). */
  requestId?: string | undefined
  /** RFC 3986 URIs, one per line. */
  resources?: readonly string[] | undefined
  /** The URI scheme of the origin when it is not https (shown before the domain). */
  scheme?: string | undefined
}

/** A validated SIWX message: its fields and its exact text (SPEC §3 'serializedMessage'). */
export type SiwxMessage = SiwxMessageData & {
  /** The text the wallet signs. */
  serializedMessage: string
  /** The text the wallet signs (what core's SIWX flow calls). */
  toString(): string
}
