import { ed25519 } from '@noble/curves/ed25519'
import { hmac } from '@noble/hashes/hmac'
import { sha512 } from '@noble/hashes/sha2'
import { base58 } from '@scure/base'
import { mnemonicToSeedSync } from '@scure/bip39'
import { DEV_WALLET_MNEMONIC } from './devAccounts'

/** Solana devnet's CAIP-2 chain id (the genesis hash prefix); the page's one Solana chain. */
export const SOLANA_DEVNET_CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** The derivation path of the page's Solana account (the common wallets' first account). */
export const SOLANA_DEV_PATH = "m/44'/501'/0'/0'"

/** The page's Solana account: a real ed25519 key from the public test mnemonic (devnet use only). */
export type DevSolanaAccount = {
  /** The base58 public key, the Solana address. */
  readonly address: string
  /** Signs `message` with the account's ed25519 key. */
  sign(message: Uint8Array): Uint8Array
}

/**
 * Derives an ed25519 private key from `seed` along a hardened-only `path` (SLIP-0010: the master
 * key is HMAC-SHA512 of the seed under 'ed25519 seed', each child HMAC-SHA512 of 0x00 ‖ key ‖
 * index under the parent's chain code).
 */
export function deriveEd25519Key(seed: Uint8Array, path: string): Uint8Array {
  let digest = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed)
  for (const segment of path.split('/').slice(1)) {
    if (!segment.endsWith("'")) throw new Error(`ed25519 derives hardened keys only: ${segment}`)
    const data = new Uint8Array(37)
    data.set(digest.slice(0, 32), 1)
    new DataView(data.buffer).setUint32(33, (Number(segment.slice(0, -1)) + 0x80000000) >>> 0)
    digest = hmac(sha512, digest.slice(32), data)
  }
  return digest.slice(0, 32)
}

/** The page's Solana account from the public test mnemonic at {@link SOLANA_DEV_PATH}. */
export function deriveDevSolanaAccount(): DevSolanaAccount {
  const key = deriveEd25519Key(mnemonicToSeedSync(DEV_WALLET_MNEMONIC), SOLANA_DEV_PATH)
  return {
    address: base58.encode(ed25519.getPublicKey(key)),
    sign: (message) => ed25519.sign(message, key),
  }
}
