import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'ui',
    environment: 'happy-dom',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testSetup.ts'],
    // One happy-dom window for all the files, each started on an empty document by the setup
    // file: a window per file made the environment and imports most of the project's time.
    isolate: false,
  },
})
