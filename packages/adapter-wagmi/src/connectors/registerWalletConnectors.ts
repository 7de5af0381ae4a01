import type { Config } from '@wagmi/core'
import { injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import type { AnnouncedWallet } from '../discovery/AnnouncedWallet'
import {
  type AnnouncedWalletsWatcher,
  type DiscoveryTarget,
  watchAnnouncedWallets,
} from '../discovery/watchAnnouncedWallets'
import { guardProvider, type IgnoredEventLogger } from '../provider/guardProvider'
import type { ConnectorMeta } from './toCoreConnector'

/** The legacy injected connector's id and name (a wallet at `window.ethereum`). */
export const INJECTED_CONNECTOR_ID = 'injected'
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

/** What {@link registerWalletConnectors} reads. */
export type RegisterWalletConnectorsParameters = {
  config: Config
  /** The window to discover wallets on; none in Node. */
  target: DiscoveryTarget | undefined
  /** Where the meta of each added connector goes (by connector id). */
  meta: Map<string, ConnectorMeta>
  /** Listen for EIP-6963 announcements (default true). */
  announced?: boolean | undefined
  /** Any injected connector, legacy or announced (default true). */
  injected?: boolean | undefined
  /** Runs after a connector was added. */
  onChange: () => void
  log?: IgnoredEventLogger | undefined
}

function add(config: Config, id: string, name: string, provider: EIP1193Provider): void {
  const connector = config._internal.connectors.setup(injected({ target: { id, name, provider } }))
  config._internal.connectors.setState((current) => [...current, connector])
}

/**
 * Adds a wagmi injected connector for each EIP-6963 wallet announced on `target` (now and
 * later; id = rdns, or rdns:uuid for a second wallet with the same rdns), then one for a legacy
 * `target.ethereum` that no announced wallet already covers. Every provider is guarded.
 * `announced: false` never listens for announcements; `injected: false` adds nothing at all.
 */
export function registerWalletConnectors(
  parameters: RegisterWalletConnectorsParameters,
): AnnouncedWalletsWatcher | undefined {
  const { config, target, meta, onChange, log } = parameters
  if (!target || parameters.injected === false) return undefined
  const onWallet = (wallet: AnnouncedWallet) => {
    const id = meta.has(wallet.rdns) ? `${wallet.rdns}:${wallet.uuid}` : wallet.rdns
    const provider = guardProvider(wallet.provider, log)
    meta.set(id, { type: 'ANNOUNCED', rdns: wallet.rdns, imageUrl: wallet.icon, provider })
    add(config, id, wallet.name, provider)
    onChange()
  }
  const watcher =
    parameters.announced === false ? undefined : watchAnnouncedWallets(target, onWallet)
  const legacy = (target as { ethereum?: unknown }).ethereum as EIP1193Provider | undefined
  const announced = watcher?.wallets().some((wallet) => wallet.provider === legacy) ?? false
  if (typeof legacy?.request === 'function' && !announced) {
    const provider = guardProvider(legacy, log)
    meta.set(INJECTED_CONNECTOR_ID, { type: 'INJECTED', provider })
    add(config, INJECTED_CONNECTOR_ID, INJECTED_CONNECTOR_NAME, provider)
    onChange()
  }
  return watcher
}
