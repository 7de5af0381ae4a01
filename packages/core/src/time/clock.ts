/** The clock service: milliseconds since the epoch. Injected so tests control time. */
export type Clock = { now(): number }

/** The default clock, reading `Date.now()` on each call. */
export const systemClock: Clock = { now: () => Date.now() }

/** The timer service used for waits. Injected so tests control time. */
export type Timers = {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The default timers: the global `setTimeout` / `clearTimeout`, looked up on each call. */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}
