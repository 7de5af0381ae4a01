import { address } from 'bitcoinjs-lib'
import type { BitcoinAddressFamily } from '../networks/bitcoinNetworks'

const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac
const OP_EQUAL = 0x87

/**
 * The output script paying `target` on a network: P2PKH and P2SH (base58), or a segwit program
 * of any version (bech32 v0, bech32m v1+ such as taproot). Built from the decoded address, so no
 * secp256k1 library is needed. Throws for an address of another network or a malformed one.
 */
export function toOutputScript(target: string, family: BitcoinAddressFamily): Uint8Array {
  if (/^[a-z0-9]+1/i.test(target) && target.toLowerCase().startsWith(`${family.bech32}1`)) {
    const { version, prefix, data } = address.fromBech32(target)
    if (prefix !== family.bech32) throw new TypeError(`${target} is not an address of this network`)
    return Uint8Array.of(version === 0 ? 0 : 0x50 + version, data.length, ...data)
  }
  const { version, hash } = address.fromBase58Check(target)
  if (version === family.pubKeyHash)
    return Uint8Array.of(OP_DUP, OP_HASH160, 20, ...hash, OP_EQUALVERIFY, OP_CHECKSIG)
  if (version === family.scriptHash) return Uint8Array.of(OP_HASH160, 20, ...hash, OP_EQUAL)
  throw new TypeError(`${target} is not an address of this network`)
}

/** The address an output script pays on a network, or undefined for a non-standard script. */
export function fromOutputScript(
  script: Uint8Array,
  family: BitcoinAddressFamily,
): string | undefined {
  const [first, length] = script
  if (first === undefined || length === undefined) return undefined
  const isWitness =
    (first === 0 || (first >= 0x51 && first <= 0x60)) && length === script.length - 2
  if (isWitness)
    return address.toBech32(script.slice(2), first === 0 ? 0 : first - 0x50, family.bech32)
  if (script.length === 25 && first === OP_DUP && script[24] === OP_CHECKSIG)
    return address.toBase58Check(script.slice(3, 23), family.pubKeyHash)
  if (script.length === 23 && first === OP_HASH160 && script[22] === OP_EQUAL)
    return address.toBase58Check(script.slice(2, 22), family.scriptHash)
  return undefined
}
