import { createPublicKey, verify } from 'node:crypto'
import type { CaipNetwork, StorageBackend } from '@appkit/core'
import { createMemoryBackend } from '@appkit/core'
import {
  createSolanaDevWallet,
  registerSolanaDevWallet,
  SOLANA_DEV_SEEDS,
  type SolanaDevWallet,
} from '@appkit/dev-wallet/solana'
import { type SolanaDevnet, startSolanaDevnet } from '@appkit/test'
import { createSolanaAdapter, type SolanaAdapter } from '../createSolanaAdapter'
import { solanaLocalNetwork } from '../network/solanaLocalNetwork'

/** The test rig: the real litesvm devnet, its network, the registered dev wallet. */
export type SolanaTestRig = {
  devnet: SolanaDevnet
  network: CaipNetwork
  wallet: SolanaDevWallet
  /** A new adapter on the rig's network (a page load), with `storage` (memory by default). */
  adapter(storage?: StorageBackend): SolanaAdapter
  stop(): Promise<void>
}

/**
 * Starts the Solana devnet in this process (fast slots) and registers the Solana dev wallet with
 * the Wallet Standard on a window stand-in (Node has no window; the registry needs only its
 * EventTarget part), in 'approve' mode.
 */
export async function startSolanaTestRig(): Promise<SolanaTestRig> {
  const devnet = await startSolanaDevnet({ slotIntervalMs: 50 })
  const network = solanaLocalNetwork({ genesisHash: devnet.genesisHash, rpcUrl: devnet.rpcUrl })
  const wallet = createSolanaDevWallet({
    seeds: SOLANA_DEV_SEEDS,
    cluster: { genesisHash: devnet.genesisHash, rpcUrl: devnet.rpcUrl },
    mode: 'approve',
  })
  ;(globalThis as { window?: EventTarget }).window ??= new EventTarget()
  registerSolanaDevWallet(wallet)
  return {
    devnet,
    network,
    wallet,
    adapter: (storage = createMemoryBackend()) =>
      createSolanaAdapter({ networks: [network], storage }),
    stop: () => devnet.stop(),
  }
}

/** Verifies an ed25519 signature with node:crypto (OpenSSL), independent of @noble/curves. */
export function verifyEd25519(
  message: Uint8Array,
  signature: Uint8Array,
  publicKey: Uint8Array,
): boolean {
  const spki = Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), publicKey])
  return verify(
    null,
    message,
    createPublicKey({ key: spki, format: 'der', type: 'spki' }),
    signature,
  )
}
