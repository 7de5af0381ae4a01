import { createRequire } from 'node:module'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)

export default defineProject({
  test: {
    name: 'walletconnect',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The *.relay tests pair real clients through apps/relay and its Redis: several hops per
    // message, which on a loaded 2-core machine can pass the 5 s default.
    testTimeout: 30_000,
    // The real devnet (anvil chains 1 and 137) from @appkit/test, as inject('devnet').
    globalSetup: [require.resolve('@appkit/test/vitest-global-setup')],
  },
})
