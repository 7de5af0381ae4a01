import type { IdentifierString, Wallet, WalletAccount } from '@wallet-standard/base'

// The Bitcoin features of the Wallet Standard as Bitcoin wallets ship them (namespace `bitcoin:`,
// chains `bitcoin:mainnet|testnet|regtest`); only the parts this adapter calls.

/** `bitcoin:connect`: accounts by purpose, returned in the order asked. */
export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: string
    readonly connect: (input: {
      readonly purposes: readonly ('payment' | 'ordinals')[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

/** `bitcoin:signMessage`: the signature bytes (BIP-322 simple: the serialized witness). */
export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: string
    readonly signMessage: (
      ...inputs: readonly { readonly account: WalletAccount; readonly message: Uint8Array }[]
    ) => Promise<readonly { readonly signedMessage: Uint8Array; readonly signature: Uint8Array }[]>
  }
}

/** `bitcoin:signTransaction`: signs the named inputs of a PSBT (raw bytes), not finalized. */
export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: string
    readonly signTransaction: (
      ...inputs: readonly {
        readonly psbt: Uint8Array
        readonly chain: IdentifierString
        readonly inputsToSign: readonly {
          readonly account: WalletAccount
          readonly signingIndexes: readonly number[]
        }[]
      }[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}

/** A Wallet Standard wallet as the adapter reads it: any of these features may be missing. */
export type BitcoinStandardWallet = Wallet & {
  readonly features: Partial<
    BitcoinConnectFeature &
      BitcoinSignMessageFeature &
      BitcoinSignTransactionFeature &
      BitcoinSendTransferFeature
  > &
    Wallet['features']
}

/**
 * `bitcoin:sendTransfer`: the wallet builds, signs and broadcasts a transfer itself (its coins,
 * its fee); the adapter's WalletConnect connector has it (WalletConnect's `sendTransfer`).
 */
export type BitcoinSendTransferFeature = {
  readonly 'bitcoin:sendTransfer': {
    readonly version: string
    readonly sendTransfer: (input: {
      readonly account: WalletAccount
      readonly recipientAddress: string
      readonly amount: bigint
    }) => Promise<{ readonly txid: string }>
  }
}
