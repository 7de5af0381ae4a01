#!/usr/bin/env node
// Runs every suite in order and prints, as the very last line, the sum over all of them:
// `N passed, N failed` (plus `, N skipped` when any were skipped). Exits non-zero on any failure.
// Static checks (Biome, tsc, the import-cycle check, builds) count as one test each.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const reportDir = join(root, '.test-report')
rmSync(reportDir, { recursive: true, force: true })
mkdirSync(reportDir, { recursive: true })

const env = {
  ...process.env,
  TURBO_TELEMETRY_DISABLED: '1',
  STORYBOOK_DISABLE_TELEMETRY: '1',
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  FORCE_COLOR: '0',
}

const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

function run(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: 'inherit',
    })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
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

async function check(name, command, args) {
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const code = await run(command, args)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code === 0) totals.passed += 1
  else {
    totals.failed += 1
    failures.push(name)
  }
  console.log(`--- ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds}s`)
}

async function vitest() {
  console.log('\n=== unit and integration tests (vitest) ===')
  const out = join(reportDir, 'vitest.json')
  const code = await run('pnpm', [
    'exec',
    'vitest',
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ])
  const report = readJson(out)
  if (!report) {
    totals.failed += 1
    failures.push('vitest (no report)')
    return
  }
  totals.passed += report.numPassedTests ?? 0
  totals.failed += report.numFailedTests ?? 0
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  // A suite that fails to load has no failed test but still fails the run.
  if (code !== 0 && (report.numFailedTests ?? 0) === 0) {
    totals.failed += 1
    failures.push('vitest (suite error)')
  } else if ((report.numFailedTests ?? 0) > 0) failures.push('vitest')
}

async function playwright(config) {
  console.log(`\n=== browser tests: ${config} (Playwright + Debian chromium) ===`)
  const out = join(reportDir, `playwright-${config.replaceAll('/', '_')}.json`)
  const code = await run(
    'pnpm',
    ['exec', 'playwright', 'test', '--config', config, '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  )
  const report = readJson(out)
  if (!report?.stats) {
    totals.failed += 1
    failures.push('playwright (no report)')
    return
  }
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats
  totals.passed += expected + flaky
  totals.failed += unexpected
  totals.skipped += skipped
  if (code !== 0 && unexpected === 0) {
    totals.failed += 1
    failures.push('playwright (run error)')
  } else if (unexpected > 0) failures.push('playwright')
}

const started = Date.now()
await check('lint and format (Biome)', 'pnpm', ['exec', 'biome', 'ci', '--colors=off', '.'])
// One TypeScript program over every package and app (tsconfig.typecheck.json): the shared sources
// and the large chain-library types are checked once instead of once per package.
await check('typecheck (tsc, every package)', 'pnpm', ['run', '--silent', 'typecheck:all'])
await check('import cycles and layers (dependency-cruiser)', 'pnpm', ['run', '--silent', 'cycles'])
// Every constant core exports (SPEC's numbers and lists) is read by product code, not only a test.
await check('core constants reach the product', 'node', ['scripts/unread-constants.mjs'])
// Builds every publishable package, makes a dry release on a copy (changeset version + pnpm pack)
// and checks each tarball: publint --strict, attw, plain Node imports, a strict TS consumer.
await check('publishable packages (build, dry release, publint, attw)', 'node', [
  'scripts/checkPackages.mjs',
])
await vitest()
// Every package or app with browser tests has its own playwright.config.ts; each runs in turn.
for (const dir of ['packages', 'apps']) {
  if (!existsSync(join(root, dir))) continue
  for (const name of readdirSync(join(root, dir)).sort()) {
    const config = `${dir}/${name}/playwright.config.ts`
    if (existsSync(join(root, config))) await playwright(config)
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1)
console.log(
  `\nTest run took ${minutes} min.${failures.length ? ` Failing: ${failures.join('; ')}` : ''}`,
)
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : ''
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`)
process.exit(totals.failed > 0 ? 1 : 0)
