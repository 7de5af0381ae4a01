import { startBitcoinApiServer } from '@appkit/api'
import { DevnetError, startBitcoinDevnet } from '@appkit/test'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bip122 routes of apps/api on the project's regtest node (base URL), or '' if none. */
    bitcoinApiUrl: string
  }
}

/**
 * Vitest `globalSetup` of the scaffold's Bitcoin test: starts the regtest bitcoind (dev keys
 * funded, as `injectDevnetBitcoin()`) and apps/api's bip122 routes on it. Both run here, in Node:
 * inside a happy-dom test file the API's own calls to the node would go through happy-dom's fetch
 * and its CORS rules. When bitcoind cannot start, the reason is provided and only the Bitcoin
 * test fails with it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  try {
    const bitcoin = await startBitcoinDevnet()
    const api = await startBitcoinApiServer(bitcoin.info)
    project.provide('devnetBitcoin', bitcoin.info)
    project.provide('bitcoinApiUrl', api.url)
    return async () => {
      await api.close()
      await bitcoin.node.stop()
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const details = error instanceof DevnetError ? error.details : undefined
    project.provide('devnetBitcoin', { error: message, ...(details ? { details } : {}) })
    project.provide('bitcoinApiUrl', '')
    return async () => {}
  }
}
