import type { Devnet, DevnetChain } from './DevnetInfo'
import { deployContracts } from './deployContracts'
import { DEV_ACCOUNT } from './devAccounts'
import { DEVNET_CHAINS, type DevnetChainSpec } from './devnetChains'
import type { DevnetContracts } from './devnetContracts'
import { type AnvilNode, spawnAnvil } from './spawnAnvil'

/** Options of `startDevnet`. */
export type StartDevnetOptions = {
  /** The chains to run; DEVNET_CHAINS (1 and 137) by default. */
  readonly chains?: readonly DevnetChainSpec[]
}

async function stopAll(nodes: readonly AnvilNode[]): Promise<void> {
  await Promise.all(nodes.map((node) => node.stop()))
}

/**
 * Starts one anvil per chain on 127.0.0.1 (free ports), with the dev accounts funded and the
 * project's contracts deployed at DEVNET_CONTRACTS. `stop()` ends exactly those processes; they
 * are also ended if this process exits or gets SIGINT/SIGTERM first.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const specs = options.chains ?? DEVNET_CHAINS
  const started = await Promise.allSettled(specs.map((spec) => spawnAnvil(spec.chainId)))
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stopAll(nodes)
    throw failed.reason
  }

  const chains: DevnetChain[] = specs.map((spec, index) => ({
    ...spec,
    rpcUrl: nodes[index]!.rpcUrl,
    port: nodes[index]!.port,
  }))
  let deployed: DevnetContracts[]
  try {
    deployed = await Promise.all(chains.map((chain) => deployContracts(chain)))
  } catch (error) {
    await stopAll(nodes)
    throw error
  }

  let stopping: Promise<void> | undefined
  return {
    chains,
    pids: nodes.map((node) => node.pid),
    contracts: Object.fromEntries(chains.map((chain, index) => [chain.chainId, deployed[index]!])),
    devAccount: DEV_ACCOUNT.address,
    stop: () => {
      stopping ??= stopAll(nodes)
      return stopping
    },
  }
}
