import { configDefaults, defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo',
    environment: 'node',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'size/**/*.test.ts', 'bench/**/*.test.ts'],
    // e2e/ holds the Playwright specs (playwright.config.ts); vitest must not collect them.
    exclude: [...configDefaults.exclude, 'e2e/**'],
    // Files run one after another in one worker that keeps its loaded modules (the project's files
    // share no global state; they pass in any order): a fresh worker per file re-imported the chain
    // libraries each time, most of the project's time.
    isolate: false,
  },
})
