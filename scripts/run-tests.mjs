#!/usr/bin/env node
// Runs every suite and prints, as the very last line, the sum over all of them:
// `N passed, N failed` (plus `, N skipped` when any were skipped). Exits non-zero on any failure.
// Static checks (Biome, tsc, the import-cycle check, builds) count as one test each.
//
// The suites run as jobs, two at a time (`--jobs N` to change it), longest first. Each job
// is its own process tree with its own devnets, servers and free ports, so two never share state:
// - the static checks, one after the other;
// - vitest in three runs split by project: core alone (the only one measured for coverage), and two
//   lanes that each run their files one at a time, as every suite has always run (files of one
//   project share that project's devnet and dev accounts, so they must not overlap);
// - one run per Playwright config.
// A job's output is printed line by line with its name in front.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { createInterface } from 'node:readline'

const root = new URL('..', import.meta.url).pathname
const reportDir = join(root, '.test-report')
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  // Plain text in the logs: NO_COLOR, which a FORCE_COLOR would override.
  NO_COLOR: '1',
  // The publish check's tarballs, once checked, for the consumer apps' test to install rather
  // than pack again (scripts/packPackages.mjs).
  APPKIT_SHARED_TARBALLS_DIR: join(reportDir, 'tarballs'),
}
delete env.FORCE_COLOR
const jobsFlag = process.argv.indexOf('--jobs')
const concurrency = Math.max(1, Number(process.argv[jobsFlag + 1]) || 2)

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []
const timings = []
// Each failing test by name with the first line of its error, printed again just before the
// totals, so a log that keeps only its tail still says what failed.
const failedTests = []

/** The first non-empty line of an error message, cut to 300 characters. */
function firstLine(message) {
  const line = String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: terminal colour codes in reports
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((text) => text.trim() !== '')
  return (line ?? '').trim().slice(0, 300)
}

function noteVitestFailures(label, report) {
  for (const file of report.testResults ?? []) {
    const path = String(file.name ?? '').replace(root, '')
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue
      failedTests.push(
        `${label}: ${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
      )
    }
    // A file that fails to load has no test results but a message.
    if (file.status === 'failed' && !(file.assertionResults ?? []).length)
      failedTests.push(`${label}: ${path}: ${firstLine(file.message)}`)
  }
}

function notePlaywrightFailures(label, suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const error = test.results?.at(-1)?.error?.message
      failedTests.push(`${label}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`)
    }
  }
  for (const child of suite.suites ?? []) notePlaywrightFailures(label, child)
}

function fail(name) {
  totals.failed += 1
  failures.push(name)
}

/** Runs a command, each output line prefixed with `[label]`; resolves to its exit code. */
function run(label, command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`))
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', () => resolve(127))
  })
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return undefined
  }
}

async function check(label, name, command, args) {
  const started = Date.now()
  const code = await run(label, command, args)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code === 0) totals.passed += 1
  else fail(name)
  console.log(
    `[${label}] --- ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds}s`,
  )
}

async function staticChecks() {
  const label = 'static'
  await check(label, 'lint and format (Biome)', 'pnpm', [
    'exec',
    'biome',
    'ci',
    '--colors=off',
    '.',
  ])
  // One TypeScript program over every package and app (tsconfig.typecheck.json): the shared
  // sources and the large chain-library types are checked once instead of once per package.
  await check(label, 'typecheck (tsc, every package)', 'pnpm', ['run', '--silent', 'typecheck:all'])
  await check(label, 'import cycles and layers (dependency-cruiser)', 'pnpm', [
    'run',
    '--silent',
    'cycles',
  ])
  // Every constant core exports (SPEC's numbers and lists) is read by product code, not only a test.
  await check(label, 'core constants reach the product', 'node', ['scripts/unread-constants.mjs'])
  // Builds every publishable package, makes a dry release on a copy (changeset version + pnpm
  // pack) and checks each tarball: publint --strict, attw, plain Node imports, a strict TS consumer.
  await check(label, 'publishable packages (build, dry release, publint, attw)', 'node', [
    'scripts/checkPackages.mjs',
  ])
}

/** The names of every vitest project (`name: '…'` in each vitest.config.ts the root lists). */
function vitestProjects() {
  const configs = ['scripts/vitest.config.ts']
  for (const dir of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const config = `${dir}/${name}/vitest.config.ts`
      if (existsSync(join(root, config))) configs.push(config)
    }
  }
  return configs.map((config) => {
    const name = readFileSync(join(root, config), 'utf8').match(/\bname:\s*'([^']+)'/)?.[1]
    if (!name) throw new Error(`${config} names no vitest project`)
    return name
  })
}

async function vitest(label, projects, { coverage = false } = {}) {
  const out = join(reportDir, `vitest-${label}.json`)
  const code = await run(label, 'pnpm', [
    'exec',
    'vitest',
    'run',
    ...projects.map((project) => `--project=${project}`),
    '--maxWorkers=1',
    '--no-cache',
    ...(coverage ? ['--coverage'] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  const report = readJson(out)
  if (!report) return fail(`${label} (no report)`)
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  noteVitestFailures(label, report)
  // A suite that fails to load has no failed test but still fails the run.
  if (code !== 0 && (report.numFailedTests ?? 0) === 0) fail(`${label} (suite error)`)
  else if ((report.numFailedTests ?? 0) > 0) failures.push(label)
}

async function playwright(config) {
  const parts = config.split('/')
  const label = `playwright ${parts.length > 2 ? parts[1] : parts[0]}`
  const out = join(reportDir, `playwright-${config.replaceAll('/', '_')}.json`)
  const code = await run(
    label,
    'pnpm',
    ['exec', 'playwright', 'test', '--config', config, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  )
  const report = readJson(out)
  if (!report?.stats) return fail(`${label} (no report)`)
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats
  totals.passed += expected + flaky
  totals.failed += unexpected
  totals.skipped += skipped
  for (const suite of report.suites ?? []) notePlaywrightFailures(label, suite)
  if (code !== 0 && unexpected === 0) fail(`${label} (run error)`)
  else if (unexpected > 0) failures.push(label)
}

// The two vitest lanes, balanced by their files' running time on a 2-core machine. Every other
// project (a new one included) goes to lane A.
const LANE_B = [
  'api',
  'secure',
  'scripts',
  'relay',
  'walletconnect',
  'dev-wallet',
  'wallet',
  'demo',
]
const projects = vitestProjects()
const laneA = projects.filter((name) => name !== 'core' && !LANE_B.includes(name))
const laneB = projects.filter((name) => LANE_B.includes(name))

// Every package or app with browser tests has its own playwright.config.ts; the consumer apps
// (examples/, outside the workspace: they install the packed tarballs) have one for all of them.
const playwrightConfigs = []
for (const dir of ['packages', 'apps']) {
  for (const name of readdirSync(join(root, dir)).sort()) {
    const config = `${dir}/${name}/playwright.config.ts`
    if (existsSync(join(root, config))) playwrightConfigs.push(config)
  }
}
if (existsSync(join(root, 'examples/playwright.config.ts')))
  playwrightConfigs.push('examples/playwright.config.ts')
// Longest first, so that the last job to start is a short one.
const LONGEST = ['apps/demo', 'packages/scaffold', 'apps/wallet', 'apps/storybook', 'examples']
const rank = (config) => {
  const index = LONGEST.findIndex((prefix) => config.startsWith(`${prefix}/`))
  return index === -1 ? LONGEST.length : index
}
playwrightConfigs.sort((a, b) => rank(a) - rank(b))

const jobs = [
  { name: 'vitest A', start: () => vitest('vitest A', laneA) },
  { name: 'vitest B', start: () => vitest('vitest B', laneB) },
  { name: 'static checks', start: staticChecks },
  ...playwrightConfigs
    .slice(0, 1)
    .map((config) => ({ name: config, start: () => playwright(config) })),
  { name: 'vitest core', start: () => vitest('vitest core', ['core'], { coverage: true }) },
  ...playwrightConfigs
    .slice(1)
    .map((config) => ({ name: config, start: () => playwright(config) })),
]

const started = Date.now()
console.log(
  `Running ${jobs.length} jobs, ${concurrency} at a time: ${jobs.map((job) => job.name).join(', ')}`,
)
let next = 0
async function worker() {
  while (next < jobs.length) {
    const job = jobs[next++]
    const jobStarted = Date.now()
    console.log(`\n=== ${job.name} started ===`)
    try {
      await job.start()
    } catch (error) {
      console.log(`[${job.name}] ${error instanceof Error ? error.stack : error}`)
      fail(`${job.name} (crashed)`)
    }
    const seconds = (Date.now() - jobStarted) / 1000
    timings.push([job.name, seconds])
    console.log(`=== ${job.name} finished in ${seconds.toFixed(1)}s ===`)
  }
}
await Promise.all(Array.from({ length: concurrency }, worker))

const minutes = ((Date.now() - started) / 60000).toFixed(1)
console.log('\nJob times:')
for (const [name, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(7)}s  ${name}`)
console.log(
  `\nTest run took ${minutes} min.${failures.length ? ` Failing: ${failures.join('; ')}` : ''}`,
)
if (failedTests.length)
  console.log(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`)
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed > 0 ? 1 : 0)
