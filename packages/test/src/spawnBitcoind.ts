import { spawn } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BitcoinRpcEndpoint, BitcoinRpcError, bitcoinRpc } from './bitcoinRpc'
import { trackChildProcess, untrackChildProcess } from './childProcessCleanup'
import { DevnetError } from './DevnetError'
import { freePort } from './freePort'
import { resolveBitcoind } from './resolveBitcoind'
import { stopChildProcess } from './stopChildProcess'
import { BITCOIND_DIR_PREFIX, sweepStaleBitcoindDirs } from './sweepStaleBitcoindDirs'

/** A running regtest bitcoind. */
export type BitcoindNode = BitcoinRpcEndpoint & {
  readonly pid: number
  readonly port: number
  readonly dataDir: string
  /** Stops this node (its own pid only), waits for it to exit and removes its data directory. */
  stop(): Promise<void>
}

/** bitcoind's `-rpcauth` value (as its share/rpcauth tool makes): the password never appears in argv. */
function rpcAuth(user: string, password: string): string {
  const salt = randomBytes(16).toString('hex')
  return `${user}:${salt}$${createHmac('sha256', salt).update(password).digest('hex')}`
}

const warmingUp = -28 // RPC_IN_WARMUP: the server answers but is still loading

async function waitForRpc(endpoint: BitcoinRpcEndpoint, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !exited()) {
    try {
      await bitcoinRpc(endpoint, 'getblockcount')
      return true
    } catch (error) {
      // Refused connection (not listening yet) or warm-up: try again; any other error is real.
      if (error instanceof BitcoinRpcError && error.code !== warmingUp) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return false
}

async function spawnOnce(timeoutMs: number): Promise<BitcoindNode> {
  const { command, args } = resolveBitcoind()
  const port = await freePort()
  const rpcUser = `appkit-${randomBytes(4).toString('hex')}`
  const rpcPassword = randomBytes(24).toString('hex')
  sweepStaleBitcoindDirs() // left by a run killed before its stop()
  const dataDir = mkdtempSync(join(tmpdir(), BITCOIND_DIR_PREFIX))
  const child = spawn(
    command,
    [
      ...args,
      '-regtest',
      `-datadir=${dataDir}`,
      '-listen=0',
      '-dnsseed=0',
      '-rpcbind=127.0.0.1',
      '-rpcallowip=127.0.0.1',
      `-rpcport=${port}`,
      `-rpcauth=${rpcAuth(rpcUser, rpcPassword)}`,
      '-fallbackfee=0.0002',
      '-txindex=1',
      '-disablewallet=1',
      '-fastprune=1', // regtest only: small block files instead of preallocated 16 MB ones
      '-printtoconsole=1',
      '-nodebuglogfile',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  trackChildProcess(child)
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout.on('data', keepTail)
  child.stderr.on('data', keepTail)
  let spawnError: unknown
  child.once('error', (error) => {
    spawnError = error
  })
  const exited = () =>
    spawnError !== undefined || child.exitCode !== null || child.signalCode !== null
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= stopChildProcess(child).then(() => {
      untrackChildProcess(child)
      rmSync(dataDir, { recursive: true, force: true })
    })
    return stopping
  }
  child.once('exit', () => untrackChildProcess(child))

  const endpoint = { rpcUrl: `http://127.0.0.1:${port}`, rpcUser, rpcPassword }
  let ready = false
  try {
    ready = await waitForRpc(endpoint, exited, timeoutMs)
  } catch (cause) {
    await stop()
    throw new DevnetError('bitcoind did not start', { details: output, cause })
  }
  if (!ready || child.pid === undefined) {
    const why = exited()
      ? `exited with code ${child.exitCode}`
      : `did not answer within ${timeoutMs} ms`
    await stop()
    throw new DevnetError(`bitcoind (regtest) ${why}`, { details: output, cause: spawnError })
  }
  return { ...endpoint, pid: child.pid, port, dataDir, stop }
}

/**
 * Starts bitcoind in regtest on a free 127.0.0.1 port with a throwaway data directory and random
 * RPC credentials (no wallet, no P2P listening, a transaction index). Resolves once RPC answers.
 */
export async function spawnBitcoind(timeoutMs = 20_000): Promise<BitcoindNode> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnOnce(timeoutMs)
    } catch (error) {
      // Another process may have taken the probed port before bitcoind bound it: try a new one.
      const lostPort = error instanceof DevnetError && /Unable to bind/i.test(error.details ?? '')
      if (!lostPort || attempt === 3) throw error
    }
  }
}
