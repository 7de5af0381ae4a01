import { DevnetError } from './DevnetError'
import type { DevnetChain, DevnetInfo } from './DevnetInfo'
import type { DevnetContracts } from './devnetContracts'

/** The running chain `chainId` of a devnet and its contracts; throws when it does not run. */
export function getDevnetChain(
  devnet: DevnetInfo,
  chainId: number,
): DevnetChain & { contracts: DevnetContracts } {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId)
  const contracts = devnet.contracts[chainId]
  if (!chain || !contracts) throw new DevnetError(`The devnet runs no chain ${chainId}`)
  return { ...chain, contracts }
}
