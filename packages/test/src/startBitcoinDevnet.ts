import { type BitcoinRpcEndpoint, bitcoinRpc } from './bitcoinRpc'
import { DevnetError } from './DevnetError'
import { devBitcoinKeys, devBitcoinMiner } from './devBitcoinKeys'
import { type BitcoindNode, spawnBitcoind } from './spawnBitcoind'

/** The regtest Bitcoin node of a devnet, as plain JSON (handed to tests, the API and pages). */
export type DevnetBitcoin = BitcoinRpcEndpoint & {
  /** CAIP-2: `bip122:` and the first 32 hex digits of the genesis block hash. */
  readonly chainId: string
  readonly network: 'regtest'
  readonly port: number
}

/** The CAIP-2 id of Bitcoin regtest (its genesis hash starts 0f9188f1…). */
export const BITCOIN_REGTEST_CHAIN_ID = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'

/** Block reward of the first 150 regtest blocks, in satoshis (50 BTC; it halves every 150). */
export const DEV_BITCOIN_COINBASE_SATS = 5_000_000_000

/**
 * Mines `count` blocks (to the dev miner unless `address` is given), resolving to their hashes.
 * Mining confirms what the mempool holds.
 */
export function mineBitcoinBlocks(
  endpoint: BitcoinRpcEndpoint,
  count = 1,
  address = devBitcoinMiner().address,
): Promise<string[]> {
  return bitcoinRpc<string[]>(endpoint, 'generatetoaddress', [count, address])
}

/** A running regtest devnet node: its info plus the node handle (pid, stop). */
export type BitcoinDevnet = { readonly info: DevnetBitcoin; readonly node: BitcoindNode }

/**
 * Starts bitcoind in regtest (spawnBitcoind) and funds the dev keys: one block to each dev key's
 * payment address (heights 1 to DEV_BITCOIN_KEY_COUNT), then 100 blocks to the dev miner, so each
 * payment address holds exactly one mature, spendable 50 BTC coinbase output.
 */
export async function startBitcoinDevnet(): Promise<BitcoinDevnet> {
  const node = await spawnBitcoind()
  try {
    const genesis = await bitcoinRpc<string>(node, 'getblockhash', [0])
    for (const key of devBitcoinKeys()) await mineBitcoinBlocks(node, 1, key.payment.address)
    await mineBitcoinBlocks(node, 100)
    const { rpcUrl, rpcUser, rpcPassword, port } = node
    const info: DevnetBitcoin = {
      chainId: `bip122:${genesis.slice(0, 32)}`,
      network: 'regtest',
      rpcUrl,
      rpcUser,
      rpcPassword,
      port,
    }
    return { info, node }
  } catch (cause) {
    await node.stop()
    throw new DevnetError('bitcoind started but the dev keys could not be funded', { cause })
  }
}
