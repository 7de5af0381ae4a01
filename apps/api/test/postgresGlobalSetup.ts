import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of the throwaway PostgreSQL cluster (unix socket in its temp folder). */
    postgresUrl: string
  }
}

/** The newest Debian PostgreSQL install (scripts/bootstrap.sh installs one when missing). */
function findBinDir(): string {
  if (process.env.APPKIT_PG_BIN) return process.env.APPKIT_PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : []
  const found = versions
    .map((v) => join(root, v, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')))
  if (!found)
    throw new Error('PostgreSQL is not installed: run scripts/bootstrap.sh (Debian postgresql)')
  return found
}

const binDir = findBinDir()
const port = '5432'

/** Runs a PostgreSQL binary, as the `postgres` user when we are root (the server refuses root). */
function runPg(binary: string, args: string[], cwd: string): void {
  const isRoot = process.getuid?.() === 0
  const [cmd, argv] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', join(binDir, binary), ...args]]
    : [join(binDir, binary), args]
  execFileSync(cmd as string, argv as string[], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
}

/**
 * Starts a throwaway PostgreSQL cluster in a temp folder, listening only on a unix socket in that
 * folder; resolves its admin URL and the function that stops and removes it (the API benchmark
 * uses it too).
 */
export function startThrowawayPostgres(): { url: string; stop: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-pg-'))
  const dataDir = join(dir, 'data')
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
    chownSync(dir, uid, gid)
  }
  chmodSync(dir, 0o755)
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8'], dir)
  runPg(
    'pg_ctl',
    [
      '-D',
      dataDir,
      '-o',
      `-k ${dir} -p ${port} -h '' -c fsync=off -c full_page_writes=off`,
      '-l',
      join(dir, 'log'),
      '-w',
      'start',
    ],
    dir,
  )
  return {
    url: `postgresql://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      try {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], dir)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

/** Vitest global setup: the throwaway cluster for the tests, provided as `postgresUrl`. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = startThrowawayPostgres()
  project.provide('postgresUrl', cluster.url)
  return async () => cluster.stop()
}
