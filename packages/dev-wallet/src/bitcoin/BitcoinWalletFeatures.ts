import type { IdentifierString, WalletAccount } from '@wallet-standard/base'

// The Bitcoin features of the Wallet Standard as Bitcoin wallets ship them (the `bitcoin:`
// namespace; chains `bitcoin:mainnet`, `bitcoin:testnet`, `bitcoin:regtest`).

/** What an account is for: the payment (P2WPKH) or the ordinals (P2TR) address. */
export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** `bitcoin:connect`: asks for accounts by purpose; they come back in the order asked. */
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    readonly connect: (input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

/** One message to sign with one account. */
export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  readonly message: Uint8Array
}

/** A signed message: the bytes signed and the signature (BIP-322 simple: the witness stack). */
export type BitcoinSignMessageOutput = {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}

/** `bitcoin:signMessage`: signs messages (BIP-322 "simple" for segwit and taproot accounts). */
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

/** Which inputs of a PSBT an account signs. */
export type BitcoinInputToSign = {
  readonly account: WalletAccount
  readonly signingIndexes: readonly number[]
  readonly sigHash?: number
}

/** One PSBT (raw BIP-174 bytes) to sign on a chain. */
export type BitcoinSignTransactionInput = {
  readonly psbt: Uint8Array
  readonly chain: IdentifierString
  readonly inputsToSign: readonly BitcoinInputToSign[]
}

/** `bitcoin:signTransaction`: signs PSBT inputs (not finalized); resolves with the signed PSBTs. */
export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}
