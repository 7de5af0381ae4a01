/**
 * Flips one byte inside the `r` of every partial signature a PSBT (BIP-174, bytes) holds for
 * `publicKey` (compressed, hex): the signature stays valid DER but no longer verifies, as a
 * broken or hostile wallet would return it. Finds each `PSBT_IN_PARTIAL_SIG` entry by its key
 * (length 34, type 0x02, the public key); returns a changed copy, throws when there is none.
 */
export function tamperPsbtSignatures(psbt: Uint8Array, publicKey: string): Uint8Array {
  const pubkey = Uint8Array.from(publicKey.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16))
  const key = Uint8Array.of(34, 0x02, ...pubkey)
  const out = psbt.slice()
  let found = 0
  for (let at = 0; at + key.length < out.length; at++) {
    if (!key.every((byte, index) => out[at + index] === byte)) continue
    // The value: its length (one byte below 0xfd), then DER: 0x30 len 0x02 rlen r… (r[6] here).
    const der = at + key.length + 1
    if (out[der] !== 0x30 || out[der + 2] !== 0x02) continue
    out[der + 10]! ^= 0x01
    found++
  }
  if (found === 0) throw new Error('No partial signature of that key in the PSBT')
  return out
}
