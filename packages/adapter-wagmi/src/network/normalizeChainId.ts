/**
 * Normalises an EIP-1193 `chainChanged` value to a hex string without leading zeros:
 * `1` and `'0x01'` become `'0x1'`. Anything else (`'0xZZ'`, `''`, decimals strings, negative,
 * non-integers, objects) gives undefined, to be ignored (HOSTILE §B).
 */
export function normalizeChainId(value: unknown): `0x${string}` | undefined {
  let id: bigint | undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) id = BigInt(value)
  else if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) id = BigInt(value)
  if (id === undefined || id <= 0n) return undefined
  return `0x${id.toString(16)}`
}
