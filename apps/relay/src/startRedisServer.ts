import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A redis-server this process started: loopback only, data in a temp dir removed on stop. */
export interface RunningRedis {
  /** `redis://127.0.0.1:PORT`. */
  url: string
  port: number
  pid: number
  /** Its data dir, removed on stop. */
  dir: string
  /** Ends the server by its pid and removes its temp dir. */
  stop: () => Promise<void>
}

/** Options of `startRedisServer`. */
export interface StartRedisOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The program; `redis-server` on PATH by default (Debian's package, installed by scripts/bootstrap.sh). */
  command?: string
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

function waitForReady(child: ChildProcess, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      reject(new Error(`redis-server on port ${port} was not ready within 20 s: ${output}`))
    }, 20_000)
    const done = (error?: Error) => {
      clearTimeout(timer)
      child.stdout?.removeAllListeners('data')
      child.stdout?.resume()
      if (error) reject(error)
      else resolve()
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Ready to accept connections')) done()
    })
    child.once('error', (error: NodeJS.ErrnoException) => {
      const missing = error.code === 'ENOENT'
      done(
        missing
          ? new Error('redis-server is not installed: run scripts/bootstrap.sh', { cause: error })
          : error,
      )
    })
    child.once('exit', (code) => done(new Error(`redis-server exited with ${code}: ${output}`)))
  })
}

/**
 * A detached shell that ends the server by its pid, and removes its dir, once this process is
 * gone without stopping it (a test worker killed by its runner runs no exit handler). A normal
 * stop ends the watchdog first, by its pid.
 */
function watchParent(redisPid: number, dir: string): ChildProcess {
  const script =
    'while kill -0 "$1" 2>/dev/null; do sleep 1; done; ' +
    'kill "$2" 2>/dev/null; sleep 2; kill -9 "$2" 2>/dev/null; rm -rf "$3"'
  const watchdog = spawn(
    'sh',
    ['-c', script, 'appkit-relay-redis-watchdog', String(process.pid), String(redisPid), dir],
    { detached: true, stdio: 'ignore' },
  )
  watchdog.unref()
  return watchdog
}

function stopWatchdog(watchdog: ChildProcess): void {
  if (watchdog.pid && watchdog.exitCode === null && watchdog.signalCode === null) {
    try {
      process.kill(watchdog.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}

/**
 * Starts a throwaway redis-server on 127.0.0.1: no password (loopback only), nothing saved
 * beyond its temp dir (no RDB snapshots, no append-only file), and no protected-mode surprises.
 */
export async function startRedisServer(options: StartRedisOptions = {}): Promise<RunningRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-relay-redis-'))
  const port = options.port || (await freePort())
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
    '--daemonize',
    'no',
    '--loglevel',
    'notice',
    '--logfile',
    '',
  ]
  const child = spawn(options.command ?? 'redis-server', args, {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    await waitForReady(child, port)
  } catch (error) {
    if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGKILL')
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const pid = child.pid ?? 0
  const watchdog = watchParent(pid, dir)
  child.unref()
  ;(child.stdout as unknown as { unref?: () => void } | null)?.unref?.()
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    pid,
    dir,
    stop: async () => {
      stopWatchdog(watchdog)
      if (child.exitCode === null && child.signalCode === null) {
        process.kill(pid, 'SIGTERM')
        const timer = setTimeout(() => {
          if (child.exitCode === null) process.kill(pid, 'SIGKILL')
        }, 5_000)
        await exited
        clearTimeout(timer)
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
