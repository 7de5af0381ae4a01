import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './chromiumLaunchOptions'

/**
 * A Playwright config on Debian's Chromium with the repository's defaults: specs `e2e/*.spec.ts`,
 * one worker in order, `.only` refused, no retry, no trace, 30 s a test and 10 s an expectation
 * (the test command runs two suites side by side on 2 cores). `overrides` wins, and its `use` is
 * merged into the default one.
 *
 * @example
 * export default definePlaywrightConfig({ globalSetup: './e2e/globalSetup.ts' })
 */
export function definePlaywrightConfig(overrides: PlaywrightTestConfig = {}): PlaywrightTestConfig {
  const { use, ...rest } = overrides
  return defineConfig({
    testDir: 'e2e',
    testMatch: '*.spec.ts',
    fullyParallel: false,
    workers: 1,
    forbidOnly: true,
    retries: 0,
    timeout: 30_000,
    expect: { timeout: 10_000 },
    ...rest,
    use: { browserName: 'chromium', trace: 'off', launchOptions: chromiumLaunchOptions, ...use },
  })
}

/**
 * A free TCP port on 127.0.0.1, found in a child process so that a config file can call it at
 * load time (Playwright loads the config in the runner and again in each worker: keep the
 * answer in `process.env` so that all of them agree).
 */
export function findFreePortSync(): string {
  const script = `const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})`
  return execFileSync(process.execPath, ['-e', script]).toString().trim()
}

/**
 * The file through which a config's servers learn the devnet's info: `.data/devnet-<name>-<pid>.json`
 * at the repository root (its folder created).
 */
export function devnetInfoFile(name: string): string {
  const dataDir = new URL('../../../.data', import.meta.url).pathname
  mkdirSync(dataDir, { recursive: true })
  return join(dataDir, `devnet-${name}-${process.pid}.json`)
}
