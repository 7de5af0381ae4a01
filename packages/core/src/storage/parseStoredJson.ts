const forbiddenKeys = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Parses persisted JSON without letting it pollute prototypes: `__proto__`, `constructor` and
 * `prototype` keys are dropped at every depth (HOSTILE §E). Returns undefined for corrupted
 * JSON instead of throwing.
 *
 * @example
 * parseStoredJson('{"__proto__":{"polluted":1},"a":1}') // { a: 1 }
 */
export function parseStoredJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value) => (forbiddenKeys.has(key) ? undefined : value))
  } catch {
    return undefined
  }
}
