import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BITCOIND_DIR_PREFIX, sweepStaleBitcoindDirs } from './sweepStaleBitcoindDirs'

const parent = mkdtempSync(join(tmpdir(), 'sweep-test-'))
afterAll(() => rmSync(parent, { recursive: true, force: true }))

function dataDir(name: string, pid?: number, ageMs = 0): string {
  const dir = join(parent, `${BITCOIND_DIR_PREFIX}${name}`)
  mkdirSync(join(dir, 'regtest'), { recursive: true })
  if (pid !== undefined) writeFileSync(join(dir, 'regtest', 'bitcoind.pid'), `${pid}\n`)
  const then = new Date(Date.now() - ageMs)
  utimesSync(dir, then, then)
  return dir
}

describe('sweepStaleBitcoindDirs', () => {
  it("removes the data directories of nodes that are gone, and keeps running or fresh ones'", () => {
    const deadPid = spawnSync('true').pid
    const dead = dataDir('dead', deadPid)
    const stopped = dataDir('stopped', undefined, 120_000) // shut down: no pid file, old
    const running = dataDir('running', process.pid, 120_000)
    const starting = dataDir('starting') // no pid file yet, just made
    const other = join(parent, 'not-a-node')
    mkdirSync(other)

    expect(sweepStaleBitcoindDirs(parent).sort()).toEqual([dead, stopped].sort())

    expect([dead, stopped].map(existsSync)).toEqual([false, false])
    expect([running, starting, other].map(existsSync)).toEqual([true, true, true])
  })
})
