import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { trackChildProcess, untrackChildProcess } from '../childProcessCleanup'
import { DevnetError } from '../DevnetError'
import { freePort } from '../freePort'
import { stopChildProcess } from '../stopChildProcess'
import { assetHubRococoSpec, chopsticksCli } from './assetHubRococoSpec'

/** A running chopsticks chain. */
export type ChopsticksNode = {
  readonly pid: number
  readonly port: number
  /** WebSocket JSON-RPC (what `@polkadot/api` and wallets use). */
  readonly wsUrl: string
  /** The same JSON-RPC over HTTP. */
  readonly httpUrl: string
  /** Stops this process (its own pid only), waits for it to exit and removes its spec folder. */
  stop(): Promise<void>
}

const listening = /RPC listening on/

async function spawnOnce(timeoutMs: number): Promise<ChopsticksNode> {
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), 'appkit-chopsticks-'))
  const specFile = join(folder, 'asset-hub-rococo.json')
  writeFileSync(specFile, assetHubRococoSpec())
  const child = spawn(
    process.execPath,
    [
      chopsticksCli(),
      `--genesis=${specFile}`,
      '--host=127.0.0.1',
      `--port=${port}`,
      '--build-block-mode=Instant',
    ],
    // No endpoint: the chain runs from the genesis alone, offline. NO_COLOR keeps the log plain.
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } },
  )
  trackChildProcess(child)
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopChildProcess(child).then(() => {
      untrackChildProcess(child)
      rmSync(folder, { recursive: true, force: true })
    })
    return stopping
  }
  let output = ''
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000)
      if (listening.test(output)) {
        clearTimeout(timer)
        resolve(true)
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('error', () => resolve(false))
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(false)
    })
  })
  // Keep draining its output (block logs) so the pipe never fills.
  child.stdout.on('data', () => {})
  child.stderr.on('data', () => {})
  if (!ready || child.pid === undefined) {
    const why =
      child.exitCode !== null
        ? `exited with code ${child.exitCode}`
        : `did not listen in ${timeoutMs} ms`
    await stop()
    throw new DevnetError(`chopsticks ${why}`, { details: output })
  }
  return {
    pid: child.pid,
    port,
    wsUrl: `ws://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${port}`,
    stop,
  }
}

/**
 * Starts chopsticks (`@acala-network/chopsticks`) offline from Asset Hub Rococo's raw genesis on a
 * free 127.0.0.1 port, building one block per extrinsic (Instant mode). Resolves once its RPC
 * listens (3–5 s: it builds block #1 first).
 */
export async function spawnChopsticks(timeoutMs = 60_000): Promise<ChopsticksNode> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnce(timeoutMs)
    } catch (error) {
      // Another process may have taken the probed port before chopsticks bound it.
      const lostPort = error instanceof DevnetError && /EADDRINUSE/.test(error.details ?? '')
      if (!lostPort || attempt === 3) throw error
    }
  }
}
