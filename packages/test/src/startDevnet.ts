import { type CosmosDevnet, startCosmosDevnet } from './cosmos/startCosmosDevnet'
import type { Devnet, DevnetChain } from './DevnetInfo'
import { deployContracts } from './deployContracts'
import { DEV_ACCOUNT } from './devAccounts'
import { DEVNET_CHAINS, type DevnetChainSpec } from './devnetChains'
import type { DevnetContracts } from './devnetContracts'
import { type PolkadotDevnet, startPolkadotDevnet } from './polkadot/startPolkadotDevnet'
import { type SolanaDevnet, startSolanaDevnet } from './solana/startSolanaDevnet'
import { type AnvilNode, spawnAnvil } from './spawnAnvil'
import { type BitcoinDevnet, startBitcoinDevnet } from './startBitcoinDevnet'

/** Options of `startDevnet`. */
export type StartDevnetOptions = {
  /** The chains to run; DEVNET_CHAINS (1 and 137) by default. */
  readonly chains?: readonly DevnetChainSpec[]
  /**
   * Also run the Bitcoin regtest node (bitcoind, dev keys funded; see startBitcoinDevnet). Off by
   * default: it adds about half a second of start and a process, and most suites need no Bitcoin.
   */
  readonly bitcoin?: boolean
  /**
   * Also run the Polkadot chain (chopsticks from Asset Hub Rococo's genesis, dev accounts funded;
   * see startPolkadotDevnet). Off by default: it takes 3–5 s to start and about 260 MB.
   */
  readonly polkadot?: boolean
}

async function stopAll(nodes: readonly { stop(): Promise<void> }[]): Promise<void> {
  await Promise.all(nodes.map((node) => node.stop()))
}

/**
 * Starts one anvil per chain on 127.0.0.1 (free ports), with the dev accounts funded and the
 * project's contracts deployed at DEVNET_CONTRACTS, the Solana devnet (litesvm behind this repo's
 * JSON-RPC server, in this process) with its dev accounts funded with SOL and USDC, the Cosmos
 * SIMULATOR (two bank ledgers in CometBFT's RPC shapes, in this process; dev keys funded), with
 * `bitcoin: true` the Bitcoin regtest node and with `polkadot: true` the Polkadot chain
 * (chopsticks). `stop()` ends exactly those processes (removing
 * bitcoind's data directory) and closes the Solana server; the processes are also ended if this
 * process exits or gets SIGINT/SIGTERM first.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const specs = options.chains ?? DEVNET_CHAINS
  const bitcoinStart = options.bitcoin ? startBitcoinDevnet() : undefined
  const polkadotStart = options.polkadot ? startPolkadotDevnet() : undefined
  const [solanaStarted, cosmosStarted, started] = await Promise.all([
    Promise.allSettled([startSolanaDevnet()]).then(([result]) => result!),
    Promise.allSettled([startCosmosDevnet()]).then(([result]) => result!),
    Promise.allSettled([
      ...specs.map((spec) => spawnAnvil(spec.chainId)),
      ...(bitcoinStart ? [bitcoinStart] : []),
      ...(polkadotStart ? [polkadotStart] : []),
    ]),
  ])
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const processes = running.map((value) => ('node' in value ? value.node : value))
  const bitcoin = running.find(
    (value): value is BitcoinDevnet => 'info' in value && 'rpcUser' in value.info,
  )
  const polkadot = running.find(
    (value): value is PolkadotDevnet => 'info' in value && 'ss58Format' in value.info,
  )
  const solana: SolanaDevnet | undefined =
    solanaStarted.status === 'fulfilled' ? solanaStarted.value : undefined
  const cosmos: CosmosDevnet | undefined =
    cosmosStarted.status === 'fulfilled' ? cosmosStarted.value : undefined
  const stoppable: { stop(): Promise<void> }[] = [
    ...processes,
    ...(solana ? [solana] : []),
    ...(cosmos ? [cosmos] : []),
  ]
  const failed = [solanaStarted, cosmosStarted, ...started].find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  )
  if (failed || !solana || !cosmos) {
    await stopAll(stoppable)
    throw failed?.reason
  }
  const nodes = running.slice(0, specs.length) as AnvilNode[]

  const chains: DevnetChain[] = specs.map((spec, index) => ({
    ...spec,
    rpcUrl: nodes[index]!.rpcUrl,
    port: nodes[index]!.port,
  }))
  let deployed: DevnetContracts[]
  try {
    deployed = await Promise.all(chains.map((chain) => deployContracts(chain)))
  } catch (error) {
    await stopAll(stoppable)
    throw error
  }

  let stopping: Promise<void> | undefined
  return {
    chains,
    pids: processes.map((node) => node.pid),
    contracts: Object.fromEntries(chains.map((chain, index) => [chain.chainId, deployed[index]!])),
    devAccount: DEV_ACCOUNT.address,
    solana: {
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      port: solana.port,
      genesisHash: solana.genesisHash,
    },
    cosmos: { chains: cosmos.chains },
    ...(bitcoin ? { bitcoin: bitcoin.info } : {}),
    ...(polkadot ? { polkadot: polkadot.info } : {}),
    stop: () => {
      stopping ??= stopAll(stoppable)
      return stopping
    },
  }
}
