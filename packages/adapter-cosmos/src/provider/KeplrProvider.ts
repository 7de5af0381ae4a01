import type { OfflineAminoSigner, StdSignature } from '@cosmjs/amino'
import type { OfflineDirectSigner } from '@cosmjs/proto-signing'

/** What `getKey` answers: the account a Keplr-style wallet holds for a chain. */
export type KeplrKey = {
  readonly name: string
  readonly algo: string
  /** The compressed secp256k1 public key (33 bytes). */
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger?: boolean
}

/**
 * A Keplr-style injected provider (`window.keplr`, also Leap's `window.leap`): the part of
 * Keplr's API the adapter uses. `enable` asks the visitor to allow this site on chains;
 * `getKey` answers without a prompt once enabled (and throws when not).
 */
export type KeplrProvider = {
  /** The wallet's own name, when it gives one (the connector shows it). */
  readonly name?: string
  enable(chainIds: string | readonly string[]): Promise<void>
  getKey(chainId: string): Promise<KeplrKey>
  getOfflineSigner(chainId: string): OfflineDirectSigner & Partial<OfflineAminoSigner>
  /** ADR-036: signs `data` off-chain as `signer`, for `chainId`'s key. */
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  /** Forgets this site's permission (Keplr 0.12+); optional. */
  disable?(chainIds?: string | readonly string[]): Promise<void>
}

/** A Keplr-style wallet offered as a connector. */
export type CosmosWallet = {
  /** The connector id (`keplr`, `leap`, or the one given). */
  readonly id: string
  readonly name: string
  readonly icon?: string
  readonly provider: KeplrProvider
}
