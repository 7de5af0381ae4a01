/** Parameters shared by every AppKit error. */
export type BaseErrorParameters = {
  /** The error that caused this one (kept as `cause`, walked by {@link BaseError.walk}). */
  cause?: unknown
  /** Technical details; defaults to the cause's message. */
  details?: string
  /** Extra lines shown under the short message (e.g. the URL of a failed request). */
  metaMessages?: readonly string[]
}

function detailsOf(cause: unknown): string {
  if (cause instanceof BaseError) return cause.details || cause.shortMessage
  if (cause instanceof Error) return cause.message
  if (typeof cause === 'string') return cause
  return ''
}

/**
 * The root of every AppKit error: a short message for people, details for developers,
 * optional meta lines, and a cause chain that {@link BaseError.walk} follows.
 *
 * @example
 * throw new BaseError('Failed to connect', { cause: err, metaMessages: ['Connector: injected'] })
 */
export class BaseError extends Error {
  override name = 'BaseError'
  /** The one-line message meant for people. */
  readonly shortMessage: string
  /** Technical details (usually the cause's message). */
  readonly details: string
  /** Extra context lines. */
  readonly metaMessages: readonly string[]

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details = parameters.details ?? detailsOf(parameters.cause)
    const metaMessages = parameters.metaMessages ?? []
    const lines = [shortMessage]
    if (metaMessages.length > 0) lines.push('', ...metaMessages)
    if (details && details !== shortMessage) lines.push('', `Details: ${details}`)
    super(
      lines.join('\n'),
      parameters.cause === undefined ? undefined : { cause: parameters.cause },
    )
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = metaMessages
  }

  /**
   * Follows the cause chain. Without a predicate, returns the deepest error; with one,
   * returns the first error (starting with this one) for which it is true, or null.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    return walkErrorChain(this, predicate)
  }
}

/**
 * Walks `error` and its `cause` chain (any error, not only BaseError), guarding against cycles.
 * Without a predicate returns the deepest cause; with one, the first match or null.
 */
export function walkErrorChain(error: unknown, predicate?: (error: unknown) => boolean): unknown {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current !== undefined && current !== null && !seen.has(current)) {
    seen.add(current)
    if (predicate?.(current)) return current
    const next: unknown =
      typeof current === 'object' ? (current as { cause?: unknown }).cause : undefined
    if (next === undefined || next === null || seen.has(next)) break
    current = next
  }
  return predicate ? null : current
}
