import { SolanaDevChain } from './SolanaDevChain'
import { seedSolanaDevnet } from './seedSolanaDevnet'
import { SOLANA_DEVNET_GENESIS_HASH } from './slotClock'
import { startSolanaRpcServer } from './startSolanaRpcServer'

/** Where the running Solana devnet answers (plain JSON, part of DevnetInfo). */
export type SolanaDevnetInfo = {
  /** The HTTP JSON-RPC URL. */
  readonly rpcUrl: string
  /** The WebSocket (PubSub) URL: HTTP port + 1, as @solana/web3.js 1.x derives it. */
  readonly wsUrl: string
  readonly port: number
  /** The fixed genesis hash; the CAIP-2 chain id is `solana:` and its first 32 characters. */
  readonly genesisHash: string
}

/** A running Solana devnet: its info, its chain (for in-process use) and `stop()`. */
export type SolanaDevnet = SolanaDevnetInfo & {
  readonly chain: SolanaDevChain
  stop(): Promise<void>
}

/** Options of `startSolanaDevnet`. */
export type StartSolanaDevnetOptions = {
  /** How often a slot passes, in ms (400 by default, as on a real cluster). */
  readonly slotIntervalMs?: number
}

/**
 * Starts the Solana devnet in this process: a litesvm chain seeded with the funded dev accounts
 * and the USDC mint, served over JSON-RPC and WebSocket on 127.0.0.1 (free ports), producing a
 * slot every `slotIntervalMs`. `stop()` stops the slots and closes the server.
 */
export async function startSolanaDevnet(
  options: StartSolanaDevnetOptions = {},
): Promise<SolanaDevnet> {
  const chain = new SolanaDevChain()
  await seedSolanaDevnet(chain)
  const server = await startSolanaRpcServer(chain)
  chain.startSlots(options.slotIntervalMs ?? 400)
  let stopping: Promise<void> | undefined
  return {
    rpcUrl: server.rpcUrl,
    wsUrl: server.wsUrl,
    port: server.port,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    chain,
    stop: () => {
      chain.stopSlots()
      stopping ??= server.close()
      return stopping
    },
  }
}
