import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { type RunningRedis, startRedisServer } from './startRedisServer'

let running: Promise<RunningRedis> | undefined

/** Ends the server by its pid when this process exits (the 'exit' event allows only sync work). */
function stopOnExit(redis: RunningRedis): void {
  process.once('exit', () => {
    try {
      process.kill(redis.pid, 'SIGKILL')
    } catch {
      // already gone
    }
    rmSync(redis.dir, { recursive: true, force: true })
  })
}

/**
 * A throwaway redis-server for relays started without a Redis URL: one per process, started on
 * first use and ended by its pid when the process exits (or, if it is killed, by the server's
 * watchdog), so tests that start many relays pay for one server. Each relay gets its own key prefix, so a relay started anew starts empty.
 */
export async function processRedis(): Promise<{ url: string; prefix: string }> {
  running ??= startRedisServer().then((redis) => {
    stopOnExit(redis)
    return redis
  })
  running.catch(() => {
    running = undefined
  })
  const redis = await running
  return { url: redis.url, prefix: `relay-${randomUUID()}:` }
}
