import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildPageScript } from '../../packages/dev-wallet/scripts/buildPageScript.mjs'
import { freePort } from '../../packages/test/src/freePort'
import { spawnAnvil } from '../../packages/test/src/spawnAnvil'
import { EXAMPLES_ENV, type ExamplesEnv } from './examplesEnv'
import { installExample } from './installExample'
import { packTarballs } from './packTarballs'
import { run } from './run'
import { startExampleServer } from './startExampleServer'

function timed<T>(label: string, work: Promise<T>): Promise<T> {
  const started = Date.now()
  return work.then((value) => {
    console.log(`[examples] ${label} in ${((Date.now() - started) / 1000).toFixed(1)}s`)
    return value
  })
}

/**
 * Packs the publishable packages (scripts/packPackages.mjs), starts one anvil (chain 1) and
 * builds the dev wallet's page script meanwhile; then, for each example at once, installs the
 * tarballs into a temporary copy of it, builds it for production (the dapp's RPC URL being the
 * anvil's) and serves the build on 127.0.0.1. The specs read where from APPKIT_EXAMPLES.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const undo: (() => Promise<void> | void)[] = []
  const teardown = async () => {
    for (const step of undo.reverse()) await step()
  }
  try {
    const temp = mkdtempSync(join(tmpdir(), 'appkit-examples-'))
    undo.push(() => rmSync(temp, { recursive: true, force: true }))
    const pageScript = join(temp, 'dev-wallet.iife.js')
    const [anvil, tarballs] = await Promise.all([
      spawnAnvil(1),
      timed('packed the publishable packages', packTarballs(join(temp, 'pack'))),
      buildPageScript({ outfile: pageScript }),
    ])
    undo.push(() => anvil.stop())
    const [vitePort, nextPort] = [await freePort(), await freePort()]

    const vite = async () => {
      const dir = join(temp, 'vite-react')
      mkdirSync(dir)
      await timed('installed vite-react', installExample('vite-react', dir, tarballs))
      await timed(
        'built vite-react (tsc, vite build)',
        run('pnpm', ['run', 'build'], dir, { VITE_RPC_URL: anvil.rpcUrl }),
      )
      const server = await startExampleServer(
        dir,
        'node_modules/vite/bin/vite.js',
        ['preview', '--host', '127.0.0.1', '--port', String(vitePort), '--strictPort'],
        vitePort,
      )
      undo.push(() => server.stop())
      return server.url
    }
    const next = async () => {
      const dir = join(temp, 'next-app')
      mkdirSync(dir)
      await timed('installed next-app', installExample('next-app', dir, tarballs))
      const url = `http://127.0.0.1:${nextPort}`
      await timed(
        'built next-app (next build)',
        run('pnpm', ['run', 'build'], dir, {
          NEXT_TELEMETRY_DISABLED: '1',
          NEXT_PUBLIC_RPC_URL: anvil.rpcUrl,
          NEXT_PUBLIC_SITE_URL: url,
        }),
      )
      const server = await startExampleServer(
        dir,
        'node_modules/next/dist/bin/next',
        ['start', '--hostname', '127.0.0.1', '--port', String(nextPort)],
        nextPort,
      )
      undo.push(() => server.stop())
      return server.url
    }
    const [viteUrl, nextUrl] = await Promise.all([vite(), next()])
    const env: ExamplesEnv = { rpcUrl: anvil.rpcUrl, viteUrl, nextUrl, pageScript }
    process.env[EXAMPLES_ENV] = JSON.stringify(env)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
