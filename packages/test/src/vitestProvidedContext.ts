// Types what the devnet's vitest globalSetup provides: `inject('devnet')` in any test whose
// program imports @appkit/test (the index imports this file for its types only).
import type {} from 'vitest'
import type { DevnetInfo } from './DevnetInfo'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The running devnet of this vitest project (see vitestGlobalSetup). */
    devnet: DevnetInfo
  }
}
