import type { TestProject } from 'vitest/node'
import { DevnetError } from './DevnetError'
import { startBitcoinDevnet } from './startBitcoinDevnet'
import type {} from './vitestProvidedContext'

/**
 * Vitest `globalSetup` for the projects whose suites ask for Bitcoin: starts the regtest node once
 * for the project (dev keys funded), provides its info to tests (read it with
 * `injectDevnetBitcoin()`), and returns the teardown that stops it and removes its data directory.
 * Kept apart from the EVM devnet's setup, so projects that need no Bitcoin do not pay for its start.
 * If bitcoind cannot start, it provides the reason instead: the Bitcoin suites fail with it, the
 * project's other suites still run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    const bitcoin = await startBitcoinDevnet()
    project.provide('devnetBitcoin', bitcoin.info)
    return () => bitcoin.node.stop()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const details = error instanceof DevnetError ? error.details : undefined
    project.provide('devnetBitcoin', { error: message, ...(details ? { details } : {}) })
    return async () => {}
  }
}
