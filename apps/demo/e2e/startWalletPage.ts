import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { DEMO_DIR } from '../size/buildDemo'

/** The dev wallet page (apps/wallet) served by Vite's dev server. */
export type WalletPageServer = { url: string; stop: () => Promise<void> }

/** The environment variable carrying the wallet page's URL to the test workers. */
export const WALLET_PAGE_URL_ENV = 'APPKIT_DEMO_E2E_WALLET_URL'

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

async function waitForHttp(url: string, exited: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the wallet page's server exited before ${url} answered`)
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * Serves apps/wallet with its Vite dev server on a free port of 127.0.0.1 (as scripts/start.mjs
 * does), on `relayUrl` and the devnet named by APPKIT_DEVNET_FILE; `stop()` ends it by its pid.
 */
export async function startWalletPage(options: { relayUrl: string }): Promise<WalletPageServer> {
  const port = await freeLoopbackPort()
  const walletDir = join(DEMO_DIR, '..', 'wallet')
  const args = ['node_modules/vite/bin/vite.js', '--host', '127.0.0.1']
  const child = spawn(process.execPath, [...args, '--port', String(port), '--strictPort'], {
    cwd: walletDir,
    env: {
      ...process.env,
      VITE_RELAY_URL: options.relayUrl,
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[wallet page] ${chunk}`))
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited()) return resolve()
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
      child.once('exit', () => {
        clearTimeout(timer)
        resolve()
      })
      child.kill('SIGTERM')
    })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHttp(`${url}/`, exited)
    // The page's entry waits for Vite's dependency pre-bundling (WalletKit and the
    // WalletConnect core), which would otherwise run on while the first tests do.
    const entry = await fetch(`${url}/src/main.tsx`)
    if (!entry.ok) throw new Error(`the wallet page's entry answered ${entry.status}`)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}
