import { blake2b } from '@noble/hashes/blake2'
import { sha256 } from '@noble/hashes/sha2'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { isBitcoinAddress } from './isBitcoinAddress'
import { isCosmosAddress } from './isCosmosAddress'
import { isPolkadotAddress } from './isPolkadotAddress'
import { isSolanaAddress } from './isSolanaAddress'

const bytes = (length: number, fill = 7) => new Uint8Array(length).fill(fill)

describe('isSolanaAddress', () => {
  it("accepts 'solana is 32 to 44 base58 characters' decoding to 32 bytes", () => {
    expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress(base58.encode(bytes(32, 255)))).toBe(true)
  })

  it('rejects non-base58 characters, wrong lengths and wrong byte counts', () => {
    expect(isSolanaAddress('0' + '1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
    expect(isSolanaAddress(base58.encode(bytes(31, 255)))).toBe(false)
    expect(isSolanaAddress('I'.repeat(40))).toBe(false)
  })
})

function ss58(prefix: number[], account: Uint8Array): string {
  const body = new Uint8Array([...prefix, ...account])
  const hash = blake2b(new Uint8Array([...new TextEncoder().encode('SS58PRE'), ...body]), {
    dkLen: 64,
  })
  return base58.encode(new Uint8Array([...body, hash[0]!, hash[1]!]))
}

describe('isPolkadotAddress (SS58)', () => {
  it('accepts the well-known Alice address (generic substrate prefix 42)', () => {
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(true)
  })

  it('accepts 1-byte and 2-byte prefixes and 33-byte ecdsa account ids', () => {
    expect(isPolkadotAddress(ss58([0], bytes(32)))).toBe(true)
    expect(isPolkadotAddress(ss58([0x50, 0x01], bytes(32)))).toBe(true)
    expect(isPolkadotAddress(ss58([2], bytes(33)))).toBe(true)
  })

  it('rejects a bad blake2b checksum, a bad prefix, a wrong length and non-base58', () => {
    expect(isPolkadotAddress('5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQZ')).toBe(false)
    expect(isPolkadotAddress(ss58([200], bytes(32)))).toBe(false)
    expect(isPolkadotAddress(ss58([0], bytes(20)))).toBe(false)
    expect(isPolkadotAddress('0OIl')).toBe(false)
    expect(isPolkadotAddress('')).toBe(false)
  })
})

describe('isBitcoinAddress (bip122: base58 and bech32/bech32m)', () => {
  const check = createBase58check(sha256)
  const segwit = (coder: typeof bech32, prefix: string, version: number, program: Uint8Array) =>
    coder.encode(prefix, [version, ...coder.toWords(program)])

  it('accepts base58check P2PKH and P2SH addresses', () => {
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true)
    expect(isBitcoinAddress(check.encode(new Uint8Array([0x6f, ...bytes(20)])))).toBe(true)
  })

  it('accepts bech32 segwit v0 (20 or 32 bytes) and bech32m v1 taproot', () => {
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(true)
    expect(isBitcoinAddress(segwit(bech32, 'bc', 0, bytes(32)))).toBe(true)
    expect(isBitcoinAddress(segwit(bech32, 'tb', 0, bytes(20)).toUpperCase())).toBe(true)
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 1, bytes(32)))).toBe(true)
    expect(isBitcoinAddress(segwit(bech32m, 'bcrt', 2, bytes(16)))).toBe(true)
  })

  it('rejects wrong encodings for the witness version, bad lengths and bad checksums', () => {
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 0, bytes(20)))).toBe(false)
    expect(isBitcoinAddress(segwit(bech32, 'bc', 1, bytes(32)))).toBe(false)
    expect(isBitcoinAddress(segwit(bech32, 'bc', 0, bytes(25)))).toBe(false)
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 1, bytes(20)))).toBe(false)
    expect(isBitcoinAddress(segwit(bech32m, 'bc', 2, bytes(41)))).toBe(false)
    expect(isBitcoinAddress(segwit(bech32, 'cosmos', 0, bytes(20)))).toBe(false)
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr')).toBe(false)
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwF5mdq')).toBe(false)
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false)
    expect(isBitcoinAddress(check.encode(new Uint8Array([0x30, ...bytes(20)])))).toBe(false)
    expect(isBitcoinAddress(bech32.encode('bc', [17, ...bech32.toWords(bytes(20))]))).toBe(false)
    expect(isBitcoinAddress(bech32.encode('bc', [0, 31]))).toBe(false)
    expect(isBitcoinAddress('')).toBe(false)
  })
})

describe('isCosmosAddress (bech32 with prefix)', () => {
  const address = bech32.encode('cosmos', bech32.toWords(bytes(20)))

  it('accepts bech32 addresses with a prefix and 20 or 32-byte payloads', () => {
    expect(isCosmosAddress(address)).toBe(true)
    expect(isCosmosAddress(bech32.encode('osmo', bech32.toWords(bytes(32))))).toBe(true)
    expect(isCosmosAddress(address, 'cosmos')).toBe(true)
    expect(isCosmosAddress(address.toUpperCase())).toBe(true)
  })

  it('rejects another prefix when one is required, bad checksums, mixed case and bad lengths', () => {
    expect(isCosmosAddress(address, 'osmo')).toBe(false)
    expect(isCosmosAddress(`${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`)).toBe(
      false,
    )
    expect(isCosmosAddress(address.slice(0, 8) + address.slice(8).toUpperCase())).toBe(false)
    expect(isCosmosAddress(bech32.encode('cosmos', bech32.toWords(bytes(25))))).toBe(false)
    expect(isCosmosAddress('cosmos')).toBe(false)
  })
})
