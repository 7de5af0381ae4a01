import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectNamespace } from '@appkit/core/adapter'
import { rpcUrlOf } from '../network/rpcUrlOf'

/** The Solana methods the dapp asks for in a WalletConnect session (WalletConnect's Solana RPC). */
export const SOLANA_WALLET_CONNECT_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
] as const

/**
 * The solana contribution of the adapter to the WalletConnect session proposal (core's
 * WalletConnectNamespace): every configured Solana network's CAIP-2 id, the four signing
 * methods, no event, and each network's first RPC URL keyed by its reference (the genesis hash
 * prefix), so the provider never falls back to its vendor's RPC host.
 *
 * @example
 * solanaWalletConnectNamespace([solanaDevnet]).chains // ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']
 */
export function solanaWalletConnectNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace {
  const solana = networks.filter((network) => network.chainNamespace === 'solana')
  const rpcMap: Record<string, string> = {}
  for (const network of solana)
    rpcMap[network.caipNetworkId.slice('solana:'.length)] = rpcUrlOf(network)
  return {
    namespace: 'solana',
    chains: solana.map((network) => network.caipNetworkId),
    methods: [...SOLANA_WALLET_CONNECT_METHODS],
    events: [],
    rpcMap,
  }
}
