import type { DevWalletProvider } from '@appkit/dev-wallet'

type Listener = (...args: unknown[]) => void

/**
 * The real dev wallet's requests, plus an `emit` that sends any event payload. The dev wallet
 * only emits well-formed events, so malformed ones (HOSTILE §B) cannot be produced by a real
 * wallet here: this relay is the edge that stands in for a misbehaving wallet.
 */
export function createEventRelay(wallet: DevWalletProvider) {
  const listeners = new Map<string, Set<Listener>>()
  const forward = (event: string) => (payload: unknown) => relay.emit(event, payload)
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const)
    wallet.on(event, forward(event))
  const relay = {
    request: (args: { method: string; params?: unknown }) => wallet.request(args),
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return relay
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
      return relay
    },
    emit(event: string, payload: unknown) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
    listenerCount: (event: string) => listeners.get(event)?.size ?? 0,
  }
  return relay
}
