import type { Devnet, DevnetChain } from './DevnetInfo'
import { deployContracts } from './deployContracts'
import { DEV_ACCOUNT } from './devAccounts'
import { DEVNET_CHAINS, type DevnetChainSpec } from './devnetChains'
import type { DevnetContracts } from './devnetContracts'
import { type SolanaDevnet, startSolanaDevnet } from './solana/startSolanaDevnet'
import { type AnvilNode, spawnAnvil } from './spawnAnvil'

/** Options of `startDevnet`. */
export type StartDevnetOptions = {
  /** The chains to run; DEVNET_CHAINS (1 and 137) by default. */
  readonly chains?: readonly DevnetChainSpec[]
}

async function stopAll(nodes: readonly AnvilNode[], solana?: SolanaDevnet): Promise<void> {
  await Promise.all([...nodes.map((node) => node.stop()), solana?.stop()])
}

/**
 * Starts one anvil per chain on 127.0.0.1 (free ports), with the dev accounts funded and the
 * project's contracts deployed at DEVNET_CONTRACTS, and the Solana devnet (litesvm behind this
 * repo's JSON-RPC server, in this process) with its dev accounts funded with SOL and USDC.
 * `stop()` ends exactly those processes and closes the Solana server; the anvil processes are also
 * ended if this process exits or gets SIGINT/SIGTERM first.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const specs = options.chains ?? DEVNET_CHAINS
  const [solanaStarted, started] = await Promise.all([
    Promise.allSettled([startSolanaDevnet()]).then(([result]) => result!),
    Promise.allSettled(specs.map((spec) => spawnAnvil(spec.chainId))),
  ])
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const solana = solanaStarted.status === 'fulfilled' ? solanaStarted.value : undefined
  const failed = [solanaStarted, ...started].find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  )
  if (failed || !solana) {
    await stopAll(nodes, solana)
    throw failed?.reason
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
    await stopAll(nodes, solana)
    throw error
  }

  let stopping: Promise<void> | undefined
  return {
    chains,
    pids: nodes.map((node) => node.pid),
    contracts: Object.fromEntries(chains.map((chain, index) => [chain.chainId, deployed[index]!])),
    devAccount: DEV_ACCOUNT.address,
    solana: {
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      port: solana.port,
      genesisHash: solana.genesisHash,
    },
    stop: () => {
      stopping ??= stopAll(nodes, solana)
      return stopping
    },
  }
}
