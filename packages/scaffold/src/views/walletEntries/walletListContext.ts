import * as controllers from '@appkit/core/controllers'
import { type AppKitCore, CHAIN_NAMESPACES } from '@appkit/core/internal'
import type { CreateAppKitOptions } from '../../client/CreateAppKitOptions'

type WalletListState = ReturnType<typeof controllers.walletList.createWalletList>
type WalletListContext = Parameters<typeof controllers.walletList.loadNextWalletPage>[1]

const lists = new WeakMap<AppKitCore, WalletListState>()

/** The registry wallet list of an instance (one per instance, kept while the page lives). */
export function getWalletListState(core: AppKitCore): WalletListState {
  let state = lists.get(core)
  if (!state) {
    state = controllers.walletList.createWalletList()
    lists.set(core, state)
  }
  return state
}

/**
 * What loading the registry list reads: the wallet service, storage (last good list), the
 * exclusions, the installed and recent wallets (deduplicated away), the dapp's include and
 * exclude ids, and the chains the dapp configured.
 */
export function getWalletListContext(
  core: AppKitCore,
  options: Partial<CreateAppKitOptions> = {},
): WalletListContext {
  const namespaces = new Set(core.chain.networks.map((n) => n.chainNamespace))
  return {
    client: core.api.wallet,
    storage: core.services.storage,
    excludeWallets: core.connectors.excludeWallets,
    installed: core.connectors.connectors,
    recent: core.connectors.recentWallets,
    chains: core.chain.networks
      .filter(
        (n) => CHAIN_NAMESPACES.includes(n.chainNamespace) && namespaces.has(n.chainNamespace),
      )
      .map((n) => n.caipNetworkId),
    ...(options.includeWalletIds ? { includeWalletIds: options.includeWalletIds } : {}),
    ...(options.excludeWalletIds ? { excludeWalletIds: options.excludeWalletIds } : {}),
  }
}
