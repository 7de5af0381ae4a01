import { type EIP1193Provider, isAddress } from 'viem'
import { normalizeChainId } from '../network/normalizeChainId'

type Listener = (...args: unknown[]) => void

/** Reports an event value that was ignored (HOSTILE §B asks for a log). */
export type IgnoredEventLogger = (event: string, value: unknown) => void

const defaultLogger: IgnoredEventLogger = (event, value) =>
  console.warn(`[appkit] ignored an invalid ${event} value`, value)

function filterPayload(event: string, value: unknown): { pass: boolean; value: unknown } {
  if (event === 'chainChanged') {
    const chainId = normalizeChainId(value)
    return { pass: chainId !== undefined, value: chainId }
  }
  if (event === 'accountsChanged') {
    const valid = Array.isArray(value) && value.every((a) => typeof a === 'string' && isAddress(a))
    return { pass: valid, value }
  }
  return { pass: true, value }
}

/**
 * Wraps a wallet's EIP-1193 provider so that what reaches wagmi is well formed: `chainChanged`
 * values become hex (`1`, `'0x01'` → `'0x1'`), invalid ones (`'0xZZ'`, `''`) and non-array or
 * non-address `accountsChanged` values are dropped and logged. Requests pass through untouched.
 */
export function guardProvider(
  provider: EIP1193Provider,
  log: IgnoredEventLogger = defaultLogger,
): EIP1193Provider {
  const wrapped = new Map<string, Map<Listener, Listener>>()
  const guarded = {
    request: (args: Parameters<EIP1193Provider['request']>[0]) => provider.request(args),
    on(event: string, listener: Listener) {
      const byListener = wrapped.get(event) ?? new Map<Listener, Listener>()
      wrapped.set(event, byListener)
      if (byListener.has(listener)) return guarded
      const wrapper: Listener = (value, ...rest) => {
        const checked = filterPayload(event, value)
        if (checked.pass) listener(checked.value, ...rest)
        else log(event, value)
      }
      byListener.set(listener, wrapper)
      ;(provider.on as (e: string, l: Listener) => void)(event, wrapper)
      return guarded
    },
    removeListener(event: string, listener: Listener) {
      const wrapper = wrapped.get(event)?.get(listener)
      if (!wrapper) return guarded
      wrapped.get(event)?.delete(listener)
      ;(provider.removeListener as (e: string, l: Listener) => void)(event, wrapper)
      return guarded
    },
  }
  return guarded as unknown as EIP1193Provider
}
