import { crypto, type Network, networks, payments, type Signer, toXOnly } from 'bitcoinjs-lib'
import { ECPair } from './bitcoinEcc'
import { deriveBip32PrivateKey, mnemonicToSeed } from './deriveBip32PrivateKey'
import { DEV_MNEMONIC } from './devAccounts'

/**
 * PUBLIC TEST KEYS: the dev Bitcoin keys derive from anvil's mnemonic (DEV_MNEMONIC, "test test …
 * junk") as a wallet on testnet/regtest does (coin type 1): the payment account by BIP-84
 * (P2WPKH, `m/84'/1'/0'/0/i`) and the ordinal account by BIP-86 (P2TR key path, `m/86'/1'/0'/0/i`).
 * Anything sent to them on a real network is taken at once. Use them on the regtest devnet only.
 */
export const DEV_BITCOIN_KEY_COUNT = 10

/** The derivation path of the payment (BIP-84) or ordinal (BIP-86) account of dev key `index`. */
export function devBitcoinPath(kind: 'payment' | 'ordinal', index: number): string {
  return `m/${kind === 'payment' ? 84 : 86}'/1'/0'/0/${index}`
}

/** PUBLIC TEST KEY path: the regtest miner (BIP-84, account 1), which takes every block reward but the first ones. */
export const DEV_BITCOIN_MINER_PATH = "m/84'/1'/1'/0/0"

/** One account of a dev Bitcoin key: its address and its (public, test-only) keys, as hex. */
export type DevBitcoinAccount = {
  readonly address: string
  readonly path: string
  readonly privateKey: string
  /** Compressed (33 bytes); the ordinal account's address commits to its x-only part (BIP-86). */
  readonly publicKey: string
}

/** A dev Bitcoin key: its payment (P2WPKH) and ordinal (P2TR) accounts. */
export type DevBitcoinKey = {
  readonly index: number
  readonly payment: DevBitcoinAccount
  readonly ordinal: DevBitcoinAccount
}

function account(seed: Uint8Array, path: string, kind: 'payment' | 'ordinal', network: Network) {
  const privateKey = deriveBip32PrivateKey(seed, path)
  const pair = ECPair.fromPrivateKey(privateKey, { network })
  const payment =
    kind === 'payment'
      ? payments.p2wpkh({ pubkey: pair.publicKey, network })
      : payments.p2tr({ internalPubkey: toXOnly(pair.publicKey), network })
  if (!payment.address) throw new Error(`No address for ${path}`)
  return {
    address: payment.address,
    path,
    privateKey: Buffer.from(privateKey).toString('hex'),
    publicKey: Buffer.from(pair.publicKey).toString('hex'),
  }
}

const cache = new Map<Network, { keys: DevBitcoinKey[]; miner: DevBitcoinAccount }>()

function derive(network: Network) {
  let derived = cache.get(network)
  if (!derived) {
    const seed = mnemonicToSeed(DEV_MNEMONIC)
    const keys = Array.from({ length: DEV_BITCOIN_KEY_COUNT }, (_, index) => ({
      index,
      payment: account(seed, devBitcoinPath('payment', index), 'payment', network),
      ordinal: account(seed, devBitcoinPath('ordinal', index), 'ordinal', network),
    }))
    derived = { keys, miner: account(seed, DEV_BITCOIN_MINER_PATH, 'payment', network) }
    cache.set(network, derived)
  }
  return derived
}

/**
 * PUBLIC TEST KEYS: the DEV_BITCOIN_KEY_COUNT dev Bitcoin keys (regtest addresses unless another
 * bitcoinjs-lib network is given). The regtest devnet funds each payment address with one mature
 * 50 BTC coinbase output. Derived once per network, on first use.
 */
export function devBitcoinKeys(network: Network = networks.regtest): readonly DevBitcoinKey[] {
  return derive(network).keys
}

/** PUBLIC TEST KEY: the regtest miner's P2WPKH account (DEV_BITCOIN_MINER_PATH). */
export function devBitcoinMiner(network: Network = networks.regtest): DevBitcoinAccount {
  return derive(network).miner
}

/**
 * A bitcoinjs-lib signer for a dev account: the key itself for a payment (P2WPKH) input; for an
 * ordinal (P2TR key path) input, the key tweaked by BIP-341's TapTweak of its x-only public key.
 */
export function devBitcoinSigner(account: DevBitcoinAccount): Signer {
  const pair = ECPair.fromPrivateKey(Buffer.from(account.privateKey, 'hex'))
  if (!account.path.startsWith("m/86'")) return pair
  return pair.tweak(crypto.taggedHash('TapTweak', toXOnly(pair.publicKey)))
}
