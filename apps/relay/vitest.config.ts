import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'relay',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files run one after another in one worker that keeps its loaded modules (the project's files
    // share no global state; they pass in any order): a fresh worker per file re-imported the chain
    // libraries each time, most of the project's time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
