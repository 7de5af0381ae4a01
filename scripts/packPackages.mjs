#!/usr/bin/env node
// The dry release of the publishable packages (`packages/*` without `"private": true`), shared by
// the publish check (scripts/checkPackages.mjs) and the consumer apps (examples/): builds them
// through turbo, copies the repository to a temporary folder, runs `changeset version` there and
// `pnpm pack`s each package, so the tarballs are exactly what a release would publish. The
// repository's own files are never modified.
//
// Run alone: `node scripts/packPackages.mjs <folder>` packs into <folder>/tarballs and prints
// `{ "tarballs": { "<name>": "<absolute path of its .tgz>" } }` as the last line; within a test run
// whose publish check already passed (APPKIT_SHARED_TARBALLS_DIR), it prints that check's tarballs.
import { spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join, relative, resolve } from 'node:path'

export const root = new URL('..', import.meta.url).pathname

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'))
}

/**
 * The environment variable naming a folder where one test run shares its dry release: the publish
 * check (scripts/checkPackages.mjs) leaves its tarballs there once they pass, and the consumer apps
 * (examples/) install those instead of packing the same sources again. Unset, each packs its own.
 */
export const SHARED_TARBALLS_ENV = 'APPKIT_SHARED_TARBALLS_DIR'

/** Copies checked tarballs into the shared folder; the list of them is written last, whole. */
export function shareTarballs(packed, dir = process.env[SHARED_TARBALLS_ENV]) {
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  const tarballs = {}
  for (const { name, tarball } of packed) {
    const copy = join(dir, basename(tarball))
    cpSync(tarball, copy)
    tarballs[name] = copy
  }
  writeFileSync(join(dir, 'tarballs.json.tmp'), JSON.stringify({ tarballs }))
  renameSync(join(dir, 'tarballs.json.tmp'), join(dir, 'tarballs.json'))
}

/** The tarballs the publish check shared in this run (`{ name: path }`), if it did. */
export function sharedTarballs(dir = process.env[SHARED_TARBALLS_ENV]) {
  if (!dir || !existsSync(join(dir, 'tarballs.json'))) return undefined
  return readJson(join(dir, 'tarballs.json')).tarballs
}

/** Runs a command; returns its exit code and output (printed when it fails or `show` is set). */
export function exec(command, args, cwd, { show = false } = {}) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', TURBO_TELEMETRY_DISABLED: '1' },
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  const code = result.status ?? 1
  if (show || code !== 0) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
  return { code, output }
}

/** Every workspace folder (`packages/x`, `apps/x`) with a package.json, sorted. */
export function workspaceDirs() {
  const dirs = []
  for (const group of ['packages', 'apps']) {
    const base = join(root, group)
    if (!existsSync(base)) continue
    for (const name of readdirSync(base).sort()) {
      if (existsSync(join(base, name, 'package.json'))) dirs.push(`${group}/${name}`)
    }
  }
  return dirs
}

/** The publishable packages: `{ dir, manifest }` of each `packages/*` not marked private. */
export function publishablePackages() {
  return workspaceDirs()
    .filter((dir) => dir.startsWith('packages/'))
    .map((dir) => ({ dir, manifest: readJson(join(root, dir, 'package.json')) }))
    .filter(({ manifest }) => manifest.private !== true)
}

/**
 * Builds the publishable packages (turbo, cached when nothing changed), then makes the dry
 * release in `temp` (`temp/repo` the copy, `temp/tarballs` the packed files). Each problem goes
 * to `fail(where, message)`; `log` gets the progress. Resolves to the packages and their tarballs.
 */
export function packPublishablePackages({ temp, log = () => {}, fail }) {
  const publishable = publishablePackages()
  log(`publishable: ${publishable.map(({ manifest }) => manifest.name).join(', ')}`)

  // 1. Build, through turbo (cached when nothing changed), with the builds they depend on.
  const buildStarted = Date.now()
  const build = exec(
    'pnpm',
    [
      'exec',
      'turbo',
      'run',
      'build',
      '--output-logs=errors-only',
      ...publishable.map(({ manifest }) => `--filter=${manifest.name}`),
    ],
    root,
  )
  if (build.code !== 0) fail('build', 'turbo run build failed')
  log(`built in ${((Date.now() - buildStarted) / 1000).toFixed(1)}s`)

  // 2. A dry release on a copy: changeset version, then pnpm pack of each package.
  const copy = join(temp, 'repo')
  const tarballs = join(temp, 'tarballs')
  mkdirSync(copy)
  mkdirSync(tarballs)
  for (const file of ['package.json', 'pnpm-workspace.yaml'])
    cpSync(join(root, file), join(copy, file))
  cpSync(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true })
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  const publishableDirs = new Set(publishable.map(({ dir }) => dir))
  for (const dir of workspaceDirs()) {
    mkdirSync(join(copy, dir), { recursive: true })
    if (!publishableDirs.has(dir)) {
      cpSync(join(root, dir, 'package.json'), join(copy, dir, 'package.json'))
      continue
    }
    cpSync(join(root, dir), join(copy, dir), {
      recursive: true,
      filter: (source) => !relative(join(root, dir), source).split('/').includes('node_modules'),
    })
  }
  const releaseStarted = Date.now()
  const versionRun = exec(
    'node',
    [join(root, 'node_modules/@changesets/cli/bin.js'), 'version'],
    copy,
  )
  if (versionRun.code !== 0) fail('changeset version', 'failed on the copy')
  const versions = new Set(
    publishable.map(({ dir }) => readJson(join(copy, dir, 'package.json')).version),
  )
  log(`changeset version: ${[...versions].join(', ')}`)
  if (versions.size !== 1)
    fail('changeset version', `the fixed group has several versions: ${[...versions].join(', ')}`)

  const packed = []
  for (const { dir, manifest } of publishable) {
    const before = new Set(readdirSync(tarballs))
    const pack = exec('pnpm', ['pack', '--pack-destination', tarballs], join(copy, dir))
    const file = readdirSync(tarballs).find((name) => !before.has(name))
    if (pack.code !== 0 || !file) {
      fail(manifest.name, 'pnpm pack failed')
      continue
    }
    packed.push({ dir, name: manifest.name, tarball: join(tarballs, file) })
  }
  log(
    `dry release (changeset version, pnpm pack) in ${((Date.now() - releaseStarted) / 1000).toFixed(1)}s`,
  )
  return { publishable, packed }
}

if (
  process.argv[1] &&
  realpathSync(process.argv[1]) === realpathSync(new URL(import.meta.url).pathname)
) {
  const shared = sharedTarballs()
  if (shared) {
    console.log(`[pack] the tarballs the publish check made and checked in this run`)
    console.log(JSON.stringify({ tarballs: shared }))
    process.exit(0)
  }
  const out = resolve(process.argv[2] ?? mkdtempSync(join(tmpdir(), 'appkit-pack-')))
  mkdirSync(out, { recursive: true })
  const problems = []
  const { packed } = packPublishablePackages({
    temp: out,
    log: (message) => console.log(`[pack] ${message}`),
    fail: (where, message) => problems.push(`${where}: ${message}`),
  })
  if (problems.length > 0) {
    console.error(`[pack] ${problems.length} problem(s):\n  ${problems.join('\n  ')}`)
    process.exit(1)
  }
  console.log(
    JSON.stringify({ tarballs: Object.fromEntries(packed.map((p) => [p.name, p.tarball])) }),
  )
}
