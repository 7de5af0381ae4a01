import type { SiwxMessage } from '../message/SiwxMessage'
import type { SiwxNamespace } from '../message/siwxNamespaces'

/**
 * What the verifying side knows on its own, never taken from the message: all required, so a
 * verifier cannot be called in a way that silently skips a check (HOSTILE §A).
 */
export type SiwxExpectation = {
  /** The authority of the site (e.g. `location.host` or the server's known host). */
  domain: string
  /** A URI of the site: the message's URI must have the same origin. */
  uri: string
  /** The nonce the verifying side issued for this sign-in. */
  nonce: string
  /** The connected account as CAIP-10 (`eip155:1:0x…`): the message's chain and address. */
  account: string
}

/** Parameters of a verifier's `verify`. */
export type VerifySiwxMessageParameters = {
  /** The exact text the wallet signed. */
  message: string
  /** The signature, in the encoding of the namespace (hex for eip155, base58 for solana). */
  signature: string
  expected: SiwxExpectation
  /** The time to check validity at (default: now). */
  now?: Date | number | undefined
  /** How far in the future `issuedAt` may be, for clocks that disagree. Default 60 s. */
  clockToleranceMs?: number | undefined
}

/** Parameters of a verifier's `verifySignature`: a plain text signed by an account. */
export type VerifySiwxSignatureParameters = {
  /** The exact text the wallet signed. */
  message: string
  /** The signature, in the encoding of the namespace. */
  signature: string
  /** The signer as CAIP-10 (`eip155:1:0x…`); its chain picks the chain client of contract accounts. */
  account: string
}

/**
 * Verifies signed SIWX messages of one namespace. `verify` resolves the parsed message when
 * every check holds and rejects with SiwxVerificationError otherwise; `verifySignature` checks
 * only that `account` signed a text (e.g. a revocation) and rejects the same way.
 */
export type SiwxVerifier = {
  readonly namespace: SiwxNamespace
  verify(parameters: VerifySiwxMessageParameters): Promise<SiwxMessage>
  verifySignature(parameters: VerifySiwxSignatureParameters): Promise<void>
}
