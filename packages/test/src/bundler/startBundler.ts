import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { trackChildProcess, untrackChildProcess } from '../childProcessCleanup'
import { DevnetError } from '../DevnetError'
import { freePort } from '../freePort'
import { stopChildProcess } from '../stopChildProcess'
import { BUNDLER_ACCOUNTS } from './bundlerAccounts'
import { deploySmartAccountContracts } from './deploySmartAccountContracts'
import { SMART_ACCOUNT_CONTRACTS } from './smartAccountContracts'

/** A running ERC-4337 bundler (alto) for one devnet chain. */
export type DevnetBundler = {
  readonly chainId: number
  /** `http://127.0.0.1:PORT`: the bundler's JSON-RPC (eth_sendUserOperation and the rest). */
  readonly url: string
  readonly pid: number
  readonly entryPoint: `0x${string}`
  readonly simpleAccountFactory: `0x${string}`
  /** Ends the bundler process (its own pid) and waits for it to exit. */
  stop(): Promise<void>
}

/** Options of {@link startBundler}. */
export type StartBundlerOptions = {
  chainId: number
  /** The anvil node's JSON-RPC. */
  rpcUrl: string
  /** How long to wait for the bundler to answer (default 60 s: it deploys its simulation contracts first). */
  timeoutMs?: number
}

function altoCli(): string {
  const require = createRequire(import.meta.url)
  return join(dirname(require.resolve('@pimlico/alto')), 'cli', 'alto.js')
}

/** The environment for alto: no error-reporting DSN and no ALTO_* settings from the caller's. */
function altoEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => name !== 'SENTRY_DSN' && !name.startsWith('ALTO_'),
    ),
  )
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
    })
    const body = (await response.json()) as { result?: unknown }
    return Array.isArray(body.result) && body.result.length > 0
  } catch {
    return false
  }
}

/**
 * Deploys EntryPoint v0.7 and SimpleAccountFactory v0.7 on the anvil at `rpcUrl` (canonical
 * addresses, see SMART_ACCOUNT_CONTRACTS) and starts a real ERC-4337 bundler on it: `@pimlico/alto`
 * as a child process on 127.0.0.1 (a free port; its server is kept on loopback by a preload), its
 * executor and utility keys BUNDLER_ACCOUNTS. Resolves once it answers eth_supportedEntryPoints.
 * Safe mode is off: anvil has no tracer for the full ERC-7562 rule checks.
 */
export async function startBundler(options: StartBundlerOptions): Promise<DevnetBundler> {
  await deploySmartAccountContracts(options.rpcUrl)
  const port = await freePort()
  const loopback = fileURLToPath(new URL('./altoLoopback.mjs', import.meta.url))
  const cli = altoCli()
  const args = [
    '--import',
    loopback,
    cli,
    '--entrypoints',
    SMART_ACCOUNT_CONTRACTS.entryPoint,
    '--executor-private-keys',
    BUNDLER_ACCOUNTS.executor.privateKey,
    '--utility-private-key',
    BUNDLER_ACCOUNTS.utility.privateKey,
    '--rpc-url',
    options.rpcUrl,
    '--port',
    String(port),
    '--safe-mode',
    'false',
    '--block-time',
    '100',
    '--min-bundle-interval',
    '50',
    '--max-bundle-interval',
    '200',
    '--utility-wallet-monitor',
    'false',
    '--refilling-wallets',
    'false',
    '--log-level',
    'warn',
  ]
  const child = spawn(process.execPath, args, {
    cwd: dirname(cli),
    env: altoEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  trackChildProcess(child)
  child.once('exit', () => untrackChildProcess(child))
  let output = ''
  const keepTail = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  // Keep draining its output so a full pipe never blocks it.
  child.stdout.on('data', keepTail)
  child.stderr.on('data', keepTail)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  while (!(await answers(url))) {
    if (exited || child.pid === undefined)
      throw new DevnetError('The bundler (alto) exited before it answered', { details: output })
    if (Date.now() > deadline) {
      await stopChildProcess(child)
      throw new DevnetError('The bundler (alto) did not answer', { details: output })
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    chainId: options.chainId,
    url,
    pid: child.pid as number,
    entryPoint: SMART_ACCOUNT_CONTRACTS.entryPoint,
    simpleAccountFactory: SMART_ACCOUNT_CONTRACTS.simpleAccountFactory,
    stop: () => stopChildProcess(child),
  }
}
