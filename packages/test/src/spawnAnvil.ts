import { spawn } from 'node:child_process'
import { trackChildProcess, untrackChildProcess } from './childProcessCleanup'
import { DevnetError } from './DevnetError'
import { DEV_ACCOUNTS, DEV_ETH_BALANCE, DEV_MNEMONIC } from './devAccounts'
import { resolveAnvilBinary } from './resolveAnvilBinary'
import { stopChildProcess } from './stopChildProcess'

/** A running anvil node. */
export type AnvilNode = {
  readonly chainId: number
  readonly pid: number
  readonly port: number
  readonly rpcUrl: string
  /** Stops this node (its own pid only) and waits for it to exit. */
  stop(): Promise<void>
}

const listening = /Listening on 127\.0\.0\.1:(\d+)/

/**
 * Starts anvil on 127.0.0.1 on a free port (anvil binds port 0 itself, so there is no race)
 * for `chainId`, with the dev mnemonic's accounts funded. Resolves when it listens.
 */
export function spawnAnvil(chainId: number, timeoutMs = 15_000): Promise<AnvilNode> {
  const binary = resolveAnvilBinary()
  const args = ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId)]
  args.push('--mnemonic', DEV_MNEMONIC, '--accounts', String(DEV_ACCOUNTS.length))
  args.push('--balance', String(DEV_ETH_BALANCE))
  const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  trackChildProcess(child)
  child.once('exit', () => untrackChildProcess(child))
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  // anvil logs every request: keep draining its output so a full pipe never blocks it.
  child.stderr.on('data', keepTail)

  return new Promise((resolve, reject) => {
    let settled = false
    const fail = (message: string, cause?: unknown) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void stopChildProcess(child)
      reject(new DevnetError(message, { details: output, cause }))
    }
    const timer = setTimeout(() => fail(`anvil (chain ${chainId}) did not start`), timeoutMs)
    child.once('error', (cause) => fail(`anvil (chain ${chainId}) could not be spawned`, cause))
    child.once('exit', (code) => fail(`anvil (chain ${chainId}) exited with code ${code}`))
    const onData = (chunk: Buffer) => {
      keepTail(chunk)
      const port = Number(listening.exec(output)?.[1])
      if (!port || child.pid === undefined || settled) return
      settled = true
      clearTimeout(timer)
      child.stdout.off('data', onData)
      child.stdout.on('data', keepTail)
      resolve({
        chainId,
        pid: child.pid,
        port,
        rpcUrl: `http://127.0.0.1:${port}`,
        stop: () => stopChildProcess(child),
      })
    }
    child.stdout.on('data', onData)
  })
}
