import type { DevWalletListener } from './DevWalletTypes'

/** A minimal event emitter: listeners per event name, called in order; a throwing one is logged. */
export type EventEmitter = {
  on(event: string, listener: DevWalletListener): void
  removeListener(event: string, listener: DevWalletListener): void
  emit(event: string, payload: unknown): void
  listenerCount(event: string): number
}

/** Creates the event emitter behind the provider's `on` / `removeListener`. */
export function createEventEmitter(): EventEmitter {
  const listeners = new Map<string, DevWalletListener[]>()
  return {
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener])
    },
    removeListener(event, listener) {
      const current = listeners.get(event) ?? []
      const index = current.indexOf(listener)
      if (index >= 0)
        listeners.set(
          event,
          current.filter((_, at) => at !== index),
        )
    },
    emit(event, payload) {
      for (const listener of listeners.get(event) ?? []) {
        try {
          listener(payload)
        } catch (error) {
          console.error(`[dev-wallet] a "${event}" listener threw`, error)
        }
      }
    },
    listenerCount(event) {
      return listeners.get(event)?.length ?? 0
    },
  }
}
