import { createHmac, pbkdf2Sync } from 'node:crypto'
import { ecc } from './bitcoinEcc'

const HARDENED = 0x8000_0000

/** BIP-39: the 64-byte seed of a mnemonic (PBKDF2-HMAC-SHA512, 2048 rounds; no checksum check). */
export function mnemonicToSeed(mnemonic: string, passphrase = ''): Uint8Array {
  const salt = `mnemonic${passphrase}`.normalize('NFKD')
  return pbkdf2Sync(mnemonic.normalize('NFKD'), salt, 2048, 64, 'sha512')
}

function hmacSha512(key: Uint8Array | string, data: Uint8Array): [Uint8Array, Uint8Array] {
  const digest = createHmac('sha512', key).update(data).digest()
  return [digest.subarray(0, 32), digest.subarray(32)]
}

/**
 * BIP-32: the private key at `path` (`m/84'/1'/0'/0/3`; `'` marks a hardened step) below `seed`.
 */
export function deriveBip32PrivateKey(seed: Uint8Array, path: string): Uint8Array {
  const [root, ...steps] = path.split('/')
  if (root !== 'm') throw new Error(`A BIP-32 path starts with m: ${path}`)
  let [key, chainCode] = hmacSha512('Bitcoin seed', seed)
  for (const step of steps) {
    const hardened = step.endsWith("'")
    const number = Number(hardened ? step.slice(0, -1) : step)
    if (!Number.isInteger(number) || number < 0 || number >= HARDENED) {
      throw new Error(`Not a BIP-32 path step: ${step}`)
    }
    const index = new Uint8Array(4)
    new DataView(index.buffer).setUint32(0, hardened ? number + HARDENED : number)
    const parent = hardened ? Uint8Array.of(0, ...key) : ecc.pointFromScalar(key, true)
    if (!parent) throw new Error(`Invalid key at ${path}`)
    const [tweak, nextChainCode] = hmacSha512(chainCode, Uint8Array.from([...parent, ...index]))
    const child = ecc.privateAdd(key, tweak)
    // Probability below 2^-127; BIP-32 says to skip to the next index, a fixed path cannot.
    if (!child) throw new Error(`No valid key at ${path}`)
    key = child
    chainCode = nextChainCode
  }
  return key
}
