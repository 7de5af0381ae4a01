import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)

/** The folder of this package's copy of `name`. */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`))

/**
 * The wagmi adapter's tests run a second time against @wagmi/core 2 and the oldest viem the
 * adapter supports (its own project runs @wagmi/core 3 and a current viem): `@wagmi/core` and
 * `viem` resolve to this package's copies, for the adapter's sources and for its tests.
 */
export default defineProject({
  resolve: {
    alias: { '@wagmi/core': packageDir('@wagmi/core'), viem: packageDir('viem') },
  },
  test: {
    name: 'wagmi2',
    environment: 'node',
    // The packages folder, so the include list names the adapter's test files.
    dir: fileURLToPath(new URL('..', import.meta.url)),
    // The adapter's files that load @wagmi/core or viem (its pure helpers' tests add nothing here).
    include: [
      'adapter-wagmi/src/*.test.ts',
      'adapter-wagmi/src/embedded/*.test.ts',
      'adapter-wagmi/src/provider/*.test.ts',
      'adapter-wagmi/src/discovery/discovery.dom.test.ts',
      'adapter-wagmi/src/storage/*.test.ts',
      'adapter-wagmi/src/transport/*.test.ts',
      'adapter-wagmi/src/network/toViemChain.test.ts',
      'adapter-wagmi/src/errors/*.test.ts',
      'wagmi2-tests/src/**/*.test.ts',
    ],
    // Files run one after another in one worker that keeps its loaded modules (the project's files
    // share no global state; they pass in any order): a fresh worker per file re-imported the chain
    // libraries each time, most of the project's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The real devnet (anvil chains 1 and 137) from @appkit/test, as inject('devnet').
    globalSetup: [require.resolve('@appkit/test/vitest-global-setup')],
  },
})
