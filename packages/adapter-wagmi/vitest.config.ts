import { createRequire } from 'node:module'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)

export default defineProject({
  test: {
    name: 'adapter-wagmi',
    environment: 'node',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
    // Files run one after another in one worker that keeps its loaded modules (the project's files
    // share no global state; they pass in any order): a fresh worker per file re-imported the chain
    // libraries each time, most of the project's time.
    isolate: false,
    // The real devnet (anvil chains 1 and 137) from @appkit/test, as inject('devnet').
    globalSetup: [require.resolve('@appkit/test/vitest-global-setup')],
  },
})
