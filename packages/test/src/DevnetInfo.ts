import type { Address } from 'viem'
import type { CosmosDevnetInfo } from './cosmos/startCosmosDevnet'
import type { DevnetChainSpec } from './devnetChains'
import type { DevnetContracts } from './devnetContracts'
import type { DevnetPolkadot } from './polkadot/startPolkadotDevnet'
import type { SolanaDevnetInfo } from './solana/startSolanaDevnet'
import type { DevnetBitcoin } from './startBitcoinDevnet'

/** One running devnet chain: where its JSON-RPC answers. */
export type DevnetChain = DevnetChainSpec & { readonly rpcUrl: string; readonly port: number }

/** What a running devnet offers, as plain JSON (handed to tests and pages). */
export type DevnetInfo = {
  readonly chains: readonly DevnetChain[]
  /** The contracts on each chain, by chain id. */
  readonly contracts: Readonly<Record<number, DevnetContracts>>
  /** The dev account a page or a developer's wallet uses (DEV_ACCOUNT, a public test key). */
  readonly devAccount: Address
  /** The Solana devnet (litesvm behind the repo's JSON-RPC + WebSocket server). */
  readonly solana: SolanaDevnetInfo
  /** The Cosmos SIMULATOR's chains (bank ledgers answering CometBFT RPC and LCD routes). */
  readonly cosmos: CosmosDevnetInfo
  /** The Bitcoin regtest node, when the devnet was started with `bitcoin: true`. */
  readonly bitcoin?: DevnetBitcoin
  /** The Polkadot chain (chopsticks), when the devnet was started with `polkadot: true`. */
  readonly polkadot?: DevnetPolkadot
}

/** A running devnet: its info plus `stop()`, which ends exactly the processes it started. */
export type Devnet = DevnetInfo & {
  /** The pids of the processes this devnet started: one anvil per chain, then bitcoind and chopsticks if any (Solana runs in-process). */
  readonly pids: readonly number[]
  stop(): Promise<void>
}
