// Types what the devnet's vitest globalSetup provides: `inject('devnet')` in any test whose
// program imports @appkit/test (the index imports this file for its types only).
import type {} from 'vitest'
import type { DevnetInfo } from './DevnetInfo'
import type { DevnetBitcoin } from './startBitcoinDevnet'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running devnet of this vitest project (see vitestGlobalSetup). */
    devnet: DevnetInfo
    /**
     * The Bitcoin regtest node of this vitest project, or why it could not start (see
     * vitestBitcoinGlobalSetup; read it with injectDevnetBitcoin).
     */
    devnetBitcoin: DevnetBitcoin | { readonly error: string; readonly details?: string }
  }
}
