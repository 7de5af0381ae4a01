/**
 * The clock service: the current time (ms since the epoch) and timers. One per instance,
 * injected so tests control time; utilities ask only for the part they use (`Pick<Clock, 'now'>`
 * for cooldowns, limiters and caches, {@link Timers} for waits).
 */
export type Clock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/** The timer half of the {@link Clock}, all that waits need. */
export type Timers = Pick<Clock, 'setTimeout' | 'clearTimeout'>

/**
 * The clock of the host: `Date.now()` and the global `setTimeout` / `clearTimeout`, looked up on
 * each call so fake timers installed later still apply.
 */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** The default timers: those of {@link systemClock}. */
export const systemTimers: Timers = systemClock
