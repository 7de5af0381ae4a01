import { u8aToHex } from '@polkadot/util'
import { blake2AsU8a, decodeAddress, xxhashAsU8a } from '@polkadot/util-crypto'
import { marketPrices, type TokenBalance, toTokenBalance } from '../chains/toTokenBalance'
import type { PolkadotNode } from './PolkadotNode'

/** The storage key of `System.Account(accountId)`: twox128 of pallet and item, then blake2_128_concat of the key. */
export function systemAccountKey(address: string): `0x${string}` {
  const accountId = decodeAddress(address)
  const key = new Uint8Array([
    ...xxhashAsU8a('System', 128),
    ...xxhashAsU8a('Account', 128),
    ...blake2AsU8a(accountId, 128),
    ...accountId,
  ])
  return u8aToHex(key)
}

/** Reads a little-endian unsigned integer of `bytes.length` bytes. */
function readLe(bytes: Uint8Array): bigint {
  let value = 0n
  for (let index = bytes.length - 1; index >= 0; index--)
    value = (value << 8n) | BigInt(bytes[index]!)
  return value
}

/**
 * The free balance of `address` in planck, from the node's storage: `System.Account` is an
 * AccountInfo (nonce, consumers, providers, sufficients: four u32) whose data starts with the free
 * balance (u128, little-endian). An account that never existed has no entry: 0.
 */
export async function readFreeBalance(node: PolkadotNode, address: string): Promise<bigint> {
  const stored = await node.call<string | null>('state_getStorage', [systemAccountKey(address)])
  if (!stored) return 0n
  const bytes = Uint8Array.from(Buffer.from(stored.slice(2), 'hex'))
  return readLe(bytes.subarray(16, 32))
}

/**
 * The native balance of `address` on a Polkadot network as a token balance list (SPEC §3), priced
 * in USD from `prices` by the chain's symbol (DOT is in the devnet's table; a testnet token such as
 * ROC has no price: 0); empty when the account holds nothing.
 */
export async function readPolkadotBalances(
  node: PolkadotNode,
  address: string,
  prices: Readonly<Record<string, number>>,
): Promise<TokenBalance[]> {
  const free = await readFreeBalance(node, address)
  if (free === 0n) return []
  const { nativeCurrency, chainId } = node.config
  return [
    toTokenBalance({ ...nativeCurrency, amount: free, chainId }, marketPrices(node.config, prices)),
  ]
}
