import { createHmac, pbkdf2Sync } from 'node:crypto'

const HARDENED = 0x80000000

/** BIP-39: the 64-byte seed of `mnemonic` (no passphrase). */
export function mnemonicToSeed(mnemonic: string): Buffer {
  return pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
}

/**
 * SLIP-0010 ed25519 derivation (hardened steps only, as ed25519 requires): the 32-byte private
 * key seed at `path` (indices without the hardened bit, e.g. [44, 501, 0, 0] for m/44'/501'/0'/0').
 */
export function deriveEd25519Seed(seed: Uint8Array, path: readonly number[]): Buffer {
  let node = createHmac('sha512', 'ed25519 seed').update(seed).digest()
  for (const index of path) {
    const data = Buffer.alloc(37)
    node.copy(data, 1, 0, 32)
    data.writeUInt32BE((index | HARDENED) >>> 0, 33)
    node = createHmac('sha512', node.subarray(32)).update(data).digest()
  }
  return node.subarray(0, 32)
}

/**
 * The Solana dev key seed `index` of `mnemonic`: path m/44'/501'/index'/0', the path Phantom,
 * Solflare and `solana-keygen --derivation-path` use, so importing the mnemonic there shows the
 * same accounts.
 */
export function deriveSolanaDevKey(mnemonic: string, index: number): Buffer {
  return deriveEd25519Seed(mnemonicToSeed(mnemonic), [44, 501, index, 0])
}
