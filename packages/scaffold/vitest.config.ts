import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'scaffold',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
