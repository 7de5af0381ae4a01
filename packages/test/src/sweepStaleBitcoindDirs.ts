import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The prefix of every regtest data directory spawnBitcoind makes under the temp folder. */
export const BITCOIND_DIR_PREFIX = 'appkit-bitcoind-'

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the data directories of regtest nodes that are gone without their `stop()` (the process
 * that started them was killed): bitcoind keeps `regtest/bitcoind.pid` while it runs, so a
 * directory whose pid is dead, or that has had no pid file for `graceMs`, is stale. Returns the
 * directories removed.
 */
export function sweepStaleBitcoindDirs(parent = tmpdir(), graceMs = 60_000): string[] {
  const removed: string[] = []
  let names: string[]
  try {
    names = readdirSync(parent).filter((name) => name.startsWith(BITCOIND_DIR_PREFIX))
  } catch {
    return removed
  }
  for (const name of names) {
    const dir = join(parent, name)
    try {
      let pid: number | undefined
      try {
        pid = Number(readFileSync(join(dir, 'regtest', 'bitcoind.pid'), 'utf8').trim())
      } catch {
        pid = undefined
      }
      const stale = pid ? !isAlive(pid) : Date.now() - statSync(dir).mtimeMs > graceMs
      if (!stale) continue
      rmSync(dir, { recursive: true, force: true })
      removed.push(dir)
    } catch {
      // Gone meanwhile, or not ours to remove: leave it.
    }
  }
  return removed
}
