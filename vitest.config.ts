import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/*.fixture.ts', '**/testing/**', '**/exports/**'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.test-report/coverage',
      // The bar for @appkit/core; a glob threshold so other packages are not held to it.
      thresholds: { 'packages/core/src/**/*.ts': { lines: 90 } },
    },
  },
})
