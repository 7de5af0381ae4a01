import { createHash } from 'node:crypto'
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { run } from '../../../examples/e2e/run'
import { buildPage, type ServedPage, servePage } from './buildBarePage'

/** The RainbowKit comparison app's sources (bench/rainbowkit; not a workspace package). */
export const RAINBOWKIT_APP_DIR = new URL('./rainbowkit', import.meta.url).pathname

/**
 * Where installed comparison apps are kept between runs: `APPKIT_BENCH_CACHE`, else
 * `~/.cache/appkit-bench` (outside the workspace, so `pnpm install` never sees them).
 */
export function benchCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.APPKIT_BENCH_CACHE ?? join(homedir(), '.cache', 'appkit-bench')
}

/** A short hash of the app's files (name and content), so any change installs and builds anew. */
export function appSourceHash(dir: string): string {
  const hash = createHash('sha256')
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === 'dist') continue
    hash.update(`${name}\0`)
    hash.update(readFileSync(join(dir, name)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * Installs the RainbowKit app (bench/rainbowkit, its exact pinned versions) into the cache
 * folder, named after its sources' hash, unless a previous run did; builds it for production
 * with the workspace's Vite and React plugin, as the bare page is, unless already built; and
 * serves the build on 127.0.0.1. The install goes through pnpm's store (`--prefer-offline`) and
 * is the only step that reaches a registry; nothing of it enters the workspace's lockfile.
 */
export async function installAndServeRainbowKitApp(log = console.log): Promise<ServedPage> {
  const dir = join(benchCacheDir(), `rainbowkit-${appSourceHash(RAINBOWKIT_APP_DIR)}`)
  const installed = join(dir, '.installed')
  if (!existsSync(installed)) {
    log(`[bench] installing the RainbowKit app into ${dir}`)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    cpSync(RAINBOWKIT_APP_DIR, dir, { recursive: true })
    // Its own workspace root, so pnpm neither climbs to another workspace nor asks about builds.
    writeFileSync(
      join(dir, 'pnpm-workspace.yaml'),
      [
        'packages: []',
        'allowBuilds:',
        '  esbuild: false',
        '  bufferutil: false',
        '  utf-8-validate: false',
        '  keccak: false',
        '  secp256k1: false',
        'pmOnFail: ignore',
        '',
      ].join('\n'),
    )
    await run('pnpm', ['install', '--prefer-offline', '--reporter=append-only'], dir)
    writeFileSync(installed, new Date().toISOString())
  }
  const outDir = join(dir, 'dist')
  if (!existsSync(join(outDir, 'index.html'))) {
    log('[bench] building the RainbowKit app')
    await buildPage(dir, outDir)
  }
  return servePage(dir, outDir)
}
