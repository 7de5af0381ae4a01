import { base58, base64 } from '@scure/base'

/**
 * A legacy System Program transfer of `lamports` from `from` to `to`, unsigned: its message and
 * its wire form (base64, one empty signature slot), built byte by byte as the Solana docs give it.
 */
export function transferWire(
  from: Uint8Array,
  to: Uint8Array,
  blockhash: string,
  lamports: bigint,
) {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, lamports, true)
  // prettier-ignore
  const message = new Uint8Array([
    1,
    0,
    1,
    3,
    ...from,
    ...to,
    ...new Uint8Array(32),
    ...base58.decode(blockhash),
    1,
    2,
    2,
    0,
    1,
    data.length,
    ...data,
  ])
  return { message, wire: base64.encode(new Uint8Array([1, ...new Uint8Array(64), ...message])) }
}
