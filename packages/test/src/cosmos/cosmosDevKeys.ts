import { makeCosmoshubPath } from '@cosmjs/amino'
import type { DirectSecp256k1HdWallet } from '@cosmjs/proto-signing'
import { DEV_MNEMONIC } from '../devAccounts'

/** The bech32 prefix of the simulated Cosmos chains' accounts. */
export const COSMOS_PREFIX = 'cosmos'

/** The staking/fee denom of the simulated chains (micro-ATOM, 6 decimals). */
export const COSMOS_DENOM = 'uatom'

/** How many dev keys the simulator funds. */
export const COSMOS_DEV_KEY_COUNT = 10

/** What each dev key holds at start on every simulated chain: 1,000 ATOM in uatom. */
export const COSMOS_DEV_BALANCE = 1_000_000_000n

/** The HD path of dev key `index`: Cosmos Hub's `m/44'/118'/0'/0/index`, as Keplr derives it. */
export const cosmosDevPath = (index: number) => makeCosmoshubPath(index)

/**
 * PUBLIC TEST KEYS: a cosmjs HD wallet over anvil's mnemonic (`DEV_MNEMONIC`) holding dev keys
 * 0 to `count - 1` (`m/44'/118'/0'/0/i`, prefix `cosmos`). Never use them on a real chain.
 */
export async function cosmosDevWallet(
  count = COSMOS_DEV_KEY_COUNT,
): Promise<DirectSecp256k1HdWallet> {
  // Loaded on use, so starting the devnet does not load proto-signing.
  const { DirectSecp256k1HdWallet } = await import('@cosmjs/proto-signing')
  return DirectSecp256k1HdWallet.fromMnemonic(DEV_MNEMONIC, {
    prefix: COSMOS_PREFIX,
    hdPaths: Array.from({ length: count }, (_, index) => cosmosDevPath(index)),
  })
}

/**
 * PUBLIC TEST KEYS: the addresses of dev keys 0 to 9 (`m/44'/118'/0'/0/i` of `DEV_MNEMONIC`,
 * prefix `cosmos`), written out so the devnet funds them without deriving keys at start
 * (`cosmosDevKeys.test.ts` derives them again with cosmjs).
 */
export const COSMOS_DEV_ADDRESSES: readonly string[] = [
  'cosmos15yk64u7zc9g9k2yr2wmzeva5qgwxps6yxj00e7',
  'cosmos1erxf3sa9q2j4vgseu7jq4a258ckmk7cy076t8z',
  'cosmos1htamarexaxhgdsp0xu6sppeyx7avtvqrdf6t5g',
  'cosmos19tkvgvwht3n8pcqydrcq4cxwhr8rp2gela5v9y',
  'cosmos164cy6j05j3kaqlzqgzn9mjz95vqjhxmh6uzja3',
  'cosmos18el2mdgsjwvzezu5cjsyuyx0uru4zrm2e84pjy',
  'cosmos1wqsddpelugnm7ss40puw20dacafhq8gkncea8m',
  'cosmos1urv8703cxqny9mcqdu8enh4mdhx0x55dsxqa88',
  'cosmos1lh6cxaa5hl0wv73jjct2mk7x2z6rq7desnfe7x',
  'cosmos1f84c23zhjlddsfg6n4y94v260v5yd8ktpja4nw',
]

/**
 * The length limit given to cosmjs' `fromBech32` (BIP-173's 90 characters). cosmjs 0.39 defaults
 * it to Infinity, which @scure/base 2.4 refuses ('limit: expected safe integer'): always pass it.
 */
export const BECH32_LIMIT = 90
