import type { CaipNetwork, Connector } from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import type { EmbeddedSolanaWallet } from './createEmbeddedSolanaWallet'

/** The embedded wallet connector's name (the modal shows its own translated label). */
export const EMBEDDED_WALLET_NAME = 'Embedded wallet'

/**
 * The core connector of the embedded wallet: id AUTH_CONNECTOR_ID, type AUTH (never listed as an
 * announced wallet), namespace solana, every Solana network the dapp configured.
 */
export function toEmbeddedConnector(
  wallet: EmbeddedSolanaWallet,
  networks: readonly CaipNetwork[],
): Connector {
  return {
    id: AUTH_CONNECTOR_ID,
    type: 'AUTH',
    name: EMBEDDED_WALLET_NAME,
    chain: 'solana',
    chains: networks,
    provider: wallet,
    imageUrl: wallet.icon,
  }
}
