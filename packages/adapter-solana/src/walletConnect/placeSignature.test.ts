import { describe, expect, it } from 'vitest'
import { SolanaWalletConnectError } from '../errors/SolanaWalletConnectError'
import { placeSignature } from './placeSignature'

const keyA = new Uint8Array(32).fill(1)
const keyB = new Uint8Array(32).fill(2)
const program = new Uint8Array(32)
const blockhash = new Uint8Array(32).fill(9)

/** A wire transaction with two required signers (empty slots), legacy or version 0. */
function wire(versioned: boolean): Uint8Array {
  const message = [
    ...(versioned ? [0x80] : []),
    2,
    0,
    1,
    3,
    ...keyA,
    ...keyB,
    ...program,
    ...blockhash,
    0,
    ...(versioned ? [0] : []),
  ]
  return Uint8Array.from([2, ...new Uint8Array(128), ...message])
}

describe('placeSignature (a wallet answering solana_signTransaction with the signature only)', () => {
  it("puts the signature in the signer's slot of a legacy and of a version 0 transaction", () => {
    const signature = new Uint8Array(64).fill(7)
    for (const versioned of [false, true]) {
      const unsigned = wire(versioned)
      const signed = placeSignature(unsigned, keyB, signature)
      expect(signed.subarray(1, 65)).toEqual(new Uint8Array(64))
      expect(signed.subarray(65, 129)).toEqual(signature)
      expect(signed.subarray(129)).toEqual(unsigned.subarray(129))
      expect(unsigned.subarray(65, 129)).toEqual(new Uint8Array(64))
    }
  })

  it('refuses a key that is not a required signer', () => {
    expect(() => placeSignature(wire(false), program, new Uint8Array(64))).toThrow(
      SolanaWalletConnectError,
    )
  })
})
