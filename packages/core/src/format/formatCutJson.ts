/** How long a JSON summary of a request's params may get before it is cut (with an ellipsis). */
export const CUT_JSON_MAX_LENGTH = 600

/**
 * JSON of anything for people to read: indented, bigints as decimal strings, a value JSON cannot
 * write as its `String`, cut to `max` characters with an ellipsis.
 *
 * @example
 * formatCutJson({ value: 1n }) // '{\n  "value": "1"\n}'
 */
export function formatCutJson(value: unknown, max = CUT_JSON_MAX_LENGTH): string {
  let text: string
  try {
    text =
      JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v), 2) ??
      String(value)
  } catch {
    text = String(value)
  }
  return text.length > max ? `${text.slice(0, max)}…` : text
}
