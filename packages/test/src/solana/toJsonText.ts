const marker = /"\\u0000bigint:(\d+)"/g

/**
 * JSON text of `value` with bigints written as plain numbers (a real node writes u64 values such
 * as a rent-exempt account's rentEpoch, 18446744073709551615, as bare digits).
 */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `\u0000bigint:${item}` : item,
  )
  return text.replace(marker, '$1')
}
