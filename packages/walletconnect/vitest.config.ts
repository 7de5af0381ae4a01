import { createRequire } from 'node:module'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)

export default defineProject({
  test: {
    name: 'walletconnect',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The real devnet (anvil chains 1 and 137) from @appkit/test, as inject('devnet').
    globalSetup: [require.resolve('@appkit/test/vitest-global-setup')],
  },
})
