import { CooldownActiveError } from '../errors/throttleErrors'
import { type Clock, systemClock } from './clock'

/** Parameters of {@link createCooldown}. */
export type CreateCooldownParameters = {
  durationMs: number
  clock?: Pick<Clock, 'now'> | undefined
}

/** A cooldown: after `start()`, the action is blocked for `durationMs`. */
export type Cooldown = {
  /** Starts (or restarts) the cooldown now. */
  start(): void
  /** Milliseconds left, 0 when ready. */
  remainingMs(): number
  /** Throws 'Please try again after {n} seconds' (n rounded up) while the cooldown runs. */
  assertReady(): void
  /** Ends the cooldown early. */
  reset(): void
}

/**
 * Creates a cooldown (SPEC §5: 'A new login e-mail may not be triggered within 30 s of the last:
 * 'Please try again after {n} seconds' (n remaining, rounded up)').
 *
 * @example
 * const cooldown = createCooldown({ durationMs: EMAIL_LOGIN_COOLDOWN_MS, clock })
 * cooldown.assertReady(); await sendEmail(); cooldown.start()
 */
export function createCooldown(parameters: CreateCooldownParameters): Cooldown {
  const { durationMs, clock = systemClock } = parameters
  let startedAt: number | undefined
  const remainingMs = () =>
    startedAt === undefined ? 0 : Math.max(0, startedAt + durationMs - clock.now())
  return {
    start() {
      startedAt = clock.now()
    },
    remainingMs,
    assertReady() {
      const remaining = remainingMs()
      if (remaining > 0) throw new CooldownActiveError(remaining)
    },
    reset() {
      startedAt = undefined
    },
  }
}
