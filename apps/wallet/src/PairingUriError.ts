/** Why a pairing URI was refused. */
export type PairingUriProblem =
  | 'empty'
  | 'too-long'
  | 'scheme'
  | 'malformed'
  | 'version'
  | 'topic'
  | 'relay-protocol'
  | 'sym-key'
  | 'expiry'
  | 'expired'

/** A `wc:` pairing URI that cannot be used; `problem` says why. */
export class PairingUriError extends Error {
  override readonly name = 'PairingUriError'
  constructor(
    readonly problem: PairingUriProblem,
    message: string,
  ) {
    super(message)
  }
}
