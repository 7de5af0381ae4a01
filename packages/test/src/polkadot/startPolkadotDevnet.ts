import { DevnetError } from '../DevnetError'
import {
  POLKADOT_DEV_BALANCE,
  POLKADOT_DEVNET_SS58,
  type PolkadotDevAccount,
  polkadotDevAccounts,
} from './polkadotDevAccounts'
import { polkadotRpc } from './polkadotRpc'
import { type ChopsticksNode, spawnChopsticks } from './spawnChopsticks'

/** The Polkadot devnet (chopsticks running Asset Hub Rococo), as plain JSON. */
export type DevnetPolkadot = {
  /** CAIP-2: `polkadot:` and the first 32 hex digits of the genesis hash (CAIP-13). */
  readonly chainId: string
  /** The genesis hash the chain reports (a placeholder, 0x4545…, in a chain started from a spec). */
  readonly genesisHash: `0x${string}`
  /** WebSocket JSON-RPC. */
  readonly rpcUrl: string
  /** The same JSON-RPC over HTTP. */
  readonly httpUrl: string
  readonly port: number
  readonly ss58Format: number
  readonly decimals: number
  readonly symbol: string
}

/** A running Polkadot devnet: its info, the funded dev accounts and the process handle. */
export type PolkadotDevnet = {
  readonly info: DevnetPolkadot
  readonly accounts: readonly PolkadotDevAccount[]
  readonly node: ChopsticksNode
}

/** Sets the free balance of `addresses` with chopsticks' `dev_setStorage` (as anvil's setBalance). */
export async function setPolkadotBalances(
  httpUrl: string,
  addresses: readonly string[],
  free: bigint,
): Promise<void> {
  const entries = addresses.map((address) => [
    [address],
    { providers: 1, data: { free: `${free}` } },
  ])
  await polkadotRpc(httpUrl, 'dev_setStorage', [{ System: { Account: entries } }])
}

/**
 * Starts chopsticks offline from Asset Hub Rococo's raw genesis (spawnChopsticks) and funds the ten
 * Polkadot dev accounts with POLKADOT_DEV_BALANCE each. Every extrinsic runs in the real runtime
 * wasm (sr25519 checks, fees, existential deposit); blocks are built at once, one per extrinsic.
 * `startTimeoutMs` (60 s by default) bounds the wait for its RPC, on a busy machine.
 */
export async function startPolkadotDevnet(
  options: { startTimeoutMs?: number } = {},
): Promise<PolkadotDevnet> {
  const [node, accounts] = await Promise.all([
    spawnChopsticks(options.startTimeoutMs),
    polkadotDevAccounts(),
  ])
  try {
    const genesisHash = await polkadotRpc<`0x${string}`>(node.httpUrl, 'chain_getBlockHash', [0])
    await setPolkadotBalances(
      node.httpUrl,
      accounts.map((account) => account.address),
      POLKADOT_DEV_BALANCE,
    )
    const info: DevnetPolkadot = {
      chainId: `polkadot:${genesisHash.slice(2, 34)}`,
      genesisHash,
      rpcUrl: node.wsUrl,
      httpUrl: node.httpUrl,
      port: node.port,
      ss58Format: POLKADOT_DEVNET_SS58,
      decimals: 12,
      symbol: 'ROC',
    }
    return { info, accounts, node }
  } catch (cause) {
    await node.stop()
    throw new DevnetError('chopsticks started but the dev accounts could not be funded', { cause })
  }
}
