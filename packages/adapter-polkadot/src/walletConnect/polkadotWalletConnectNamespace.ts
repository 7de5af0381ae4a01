import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectNamespace } from '@appkit/core/adapter'
import { PolkadotAdapterConfigError } from '../errors/polkadotErrors'

/** The Polkadot methods the dapp asks for in a WalletConnect session (WalletConnect's Polkadot RPC). */
export const POLKADOT_WALLET_CONNECT_METHODS = [
  'polkadot_signTransaction',
  'polkadot_signMessage',
] as const

/** A CAIP-2 Polkadot chain id: `polkadot:` and the first 32 hex digits of the genesis hash. */
const POLKADOT_CHAIN = /^polkadot:[0-9a-f]{32}$/

/**
 * The polkadot contribution of the adapter to the WalletConnect session proposal (core's
 * WalletConnectNamespace): every configured network's CAIP-2 id (`polkadot:<genesis hash prefix>`),
 * the two methods above, no event, and each network's RPC URL keyed by its genesis hash prefix
 * (a ws(s) URL given as http(s)).
 * Throws PolkadotAdapterConfigError for a network id that is not of that shape or has no RPC URL.
 *
 * @example
 * polkadotWalletConnectNamespace([polkadot]).chains // ['polkadot:91b171bb158e2d3848fa23a9f1c25182']
 */
export function polkadotWalletConnectNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace {
  const rpcMap: Record<string, string> = {}
  for (const network of networks) {
    if (!POLKADOT_CHAIN.test(network.caipNetworkId))
      throw new PolkadotAdapterConfigError(
        `Not a WalletConnect Polkadot chain id: ${network.caipNetworkId}`,
        { details: 'Use polkadot: and the first 32 lowercase hex digits of the genesis hash.' },
      )
    const url = network.rpcUrls.default.http[0]
    if (!url) throw new PolkadotAdapterConfigError(`No RPC URL for ${network.caipNetworkId}`)
    // WalletConnect's provider takes HTTP URLs only; a Substrate node (and chopsticks) answers
    // JSON-RPC over HTTP on its WebSocket port. Every polkadot method goes to the wallet: the URL
    // only keeps the provider off its vendor's RPC host.
    rpcMap[network.caipNetworkId.slice('polkadot:'.length)] = url.replace(/^ws(s?):/, 'http$1:')
  }
  return {
    namespace: 'polkadot',
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...POLKADOT_WALLET_CONNECT_METHODS],
    events: [],
    rpcMap,
  }
}
