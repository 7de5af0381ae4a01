import { rmSync } from 'node:fs'
import { DEVNET_ENV, DEVNET_FILE_ENV, toDevnetInfo, writeDevnetFile } from './devnetEnv'
import { startDevnet } from './startDevnet'

/**
 * Playwright `globalSetup`: starts the devnet, puts its info in APPKIT_DEVNET (inherited by the
 * test workers; read it with `readDevnetFromEnv()`) and, when APPKIT_DEVNET_FILE is set, in that
 * file for the already running webServer. Returns the teardown that stops it.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet()
  process.env[DEVNET_ENV] = JSON.stringify(toDevnetInfo(devnet))
  const file = process.env[DEVNET_FILE_ENV]
  if (file) writeDevnetFile(file, devnet)
  return async () => {
    if (file) rmSync(file, { force: true })
    await devnet.stop()
  }
}
