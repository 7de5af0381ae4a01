import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { serveStatic } from './serveStatic'

const appDir = join(import.meta.dirname, '..')

/**
 * Builds Storybook offline (telemetry and update checks off) into storybook-static, serves it on
 * 127.0.0.1 and hands the URL to the tests in STORYBOOK_URL. Returns the teardown.
 */
export default async function globalSetup() {
  execFileSync(
    'pnpm',
    ['exec', 'storybook', 'build', '--quiet', '--output-dir', 'storybook-static'],
    {
      cwd: appDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        STORYBOOK_DISABLE_TELEMETRY: '1',
        STORYBOOK_DISABLE_VERSION_CHECK: '1',
      },
    },
  )
  const { url, server } = await serveStatic(join(appDir, 'storybook-static'))
  process.env.STORYBOOK_URL = url
  return async () => {
    await new Promise((resolve) => server.close(resolve))
  }
}
