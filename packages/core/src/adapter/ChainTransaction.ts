import type { CaipNetworkId } from '../types/network'

/** An EVM call (eip155): `to`, `value` in wei, optional calldata. */
export type EvmCallTransaction = {
  kind: 'evmCall'
  caipNetworkId: CaipNetworkId
  to: string
  value: bigint
  data?: `0x${string}`
}

/** A Solana transaction (solana), serialized to its wire form and base64-encoded. */
export type SolanaWireTransaction = {
  kind: 'solanaTransaction'
  caipNetworkId: CaipNetworkId
  transaction: string
}

/** A partially signed Bitcoin transaction (bip122), base64-encoded (BIP-174). */
export type BitcoinPsbtTransaction = {
  kind: 'psbt'
  caipNetworkId: CaipNetworkId
  psbt: string
}

/** Cosmos SDK messages (cosmos) with their fee and memo. */
export type CosmosMessagesTransaction = {
  kind: 'cosmosMessages'
  caipNetworkId: CaipNetworkId
  messages: readonly { typeUrl: string; value: unknown }[]
  fee: { amount: readonly { denom: string; amount: string }[]; gas: string }
  memo?: string
}

/** A SCALE-encoded extrinsic call (polkadot), hex. */
export type PolkadotCallTransaction = {
  kind: 'scaleCall'
  caipNetworkId: CaipNetworkId
  call: `0x${string}`
}

/**
 * A transaction in its namespace's own form; `kind` says which. An adapter accepts the kind
 * of its namespace and refuses another with `UnsupportedTransactionKindError`.
 */
export type ChainTransaction =
  | EvmCallTransaction
  | SolanaWireTransaction
  | BitcoinPsbtTransaction
  | CosmosMessagesTransaction
  | PolkadotCallTransaction
