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
 * builds the dev wallet's page script meanwhile; then installs the tarballs into a temporary copy
 * of each example (all at once), builds each for production (the dapp's RPC URL being the
 * anvil's; the Next.js app beside the two Vite apps, which build one after the other) and serves
 * each build on 127.0.0.1. The specs read where from APPKIT_EXAMPLES.
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
    const [vitePort, vite18Port, nextPort] = [await freePort(), await freePort(), await freePort()]

    // A Vite app: type-check and build it (the dapp's RPC URL being the anvil's), then serve it.
    const buildVite = async (name: string, dir: string, port: number) => {
      await timed(
        `built ${name} (tsc, vite build)`,
        run('pnpm', ['run', 'build'], dir, { VITE_RPC_URL: anvil.rpcUrl }),
      )
      const server = await startExampleServer(
        dir,
        'node_modules/vite/bin/vite.js',
        ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
        port,
      )
      undo.push(() => server.stop())
      return server.url
    }
    const install = async (name: string) => {
      const dir = join(temp, name)
      mkdirSync(dir)
      await timed(`installed ${name}`, installExample(name, dir, tarballs))
      return dir
    }
    // The two Vite apps install at once, then build one after the other beside the longer
    // Next.js build: two builds at a time, as many as the machine's 2 cores.
    const vites = async () => {
      const [viteDir, vite18Dir] = await Promise.all([
        install('vite-react'),
        install('vite-react18'),
      ])
      const viteUrl = await buildVite('vite-react', viteDir, vitePort)
      const viteReact18Url = await buildVite('vite-react18', vite18Dir, vite18Port)
      return { viteUrl, viteReact18Url }
    }
    const next = async () => {
      const dir = await install('next-app')
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
    const [{ viteUrl, viteReact18Url }, nextUrl] = await Promise.all([vites(), next()])
    const env: ExamplesEnv = { rpcUrl: anvil.rpcUrl, viteUrl, viteReact18Url, nextUrl, pageScript }
    process.env[EXAMPLES_ENV] = JSON.stringify(env)
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
