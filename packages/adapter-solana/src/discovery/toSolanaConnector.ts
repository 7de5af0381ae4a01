import type { CaipNetwork, Connector } from '@appkit/core'
import type { Wallet } from '@wallet-standard/base'

const safeIcon = /^data:image\/(svg\+xml|png|webp|gif);base64,[A-Za-z0-9+/=]+$/

/**
 * The core connector of a Wallet Standard wallet: id and name are the wallet's name, type
 * ANNOUNCED, namespace solana, the networks it serves among the dapp's; the icon is kept only
 * as a base64 `data:image/*` URI.
 */
export function toSolanaConnector(wallet: Wallet, networks: readonly CaipNetwork[]): Connector {
  const chains = networks.filter((network) =>
    wallet.chains.includes(network.caipNetworkId as `${string}:${string}`),
  )
  return {
    id: wallet.name,
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    chains: chains.length > 0 ? chains : networks,
    provider: wallet,
    ...(safeIcon.test(wallet.icon) ? { imageUrl: wallet.icon } : {}),
  }
}
