import type { BitcoinNode } from '../bitcoin/BitcoinNode'
import type { ChainClient } from '../chains/ChainClients'
import type { ResolvedConfig } from '../config'
import type { CosmosChain } from '../cosmos/CosmosChain'
import type { Database } from '../db/Database'
import type { PolkadotNode } from '../polkadot/PolkadotNode'
import type { Project, ProjectStore } from '../projects/ProjectStore'
import type { SolanaRpc } from '../solana/SolanaRpc'

/** What every route module receives: the configuration, the database and the project store. */
export interface AppContext {
  config: ResolvedConfig
  db: Database
  projects: ProjectStore
  /** Public clients of the configured chains, by chain id. */
  chains: Map<number, ChainClient>
  /** The client of the configured Bitcoin node, if any (bip122 routes). */
  bitcoin: BitcoinNode | undefined
  /** Clients of the configured Solana clusters, by CAIP-2 id (`solana:…`). */
  solana: Map<string, SolanaRpc>
  /** The configured Cosmos chains, by CAIP-2 id (`cosmos:…`). */
  cosmos: Map<string, CosmosChain>
  /** Clients of the configured Polkadot networks, by CAIP-2 id (`polkadot:…`). */
  polkadot: Map<string, PolkadotNode>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The project named by `projectId` (or the default project), set before any handler runs. */
    project: Project
  }
}
