import type { Config, Connector } from '@wagmi/core'
import type { Chain } from 'viem'
import { connectionActions } from './connectionActions'
import { walletActions } from './walletActions'

/** Every action of the adapter over one wagmi config. */
export function adapterActions(
  config: Config,
  chains: readonly Chain[],
  findConnector: (id: string) => Connector | undefined,
) {
  return { ...connectionActions(config, chains, findConnector), ...walletActions(config) }
}
