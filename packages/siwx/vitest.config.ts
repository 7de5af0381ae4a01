import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'siwx',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
})
