import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const readText = (relativePath: string) =>
  readFileSync(new URL(relativePath, import.meta.url), 'utf8')

describe('the README example', () => {
  it('is the file the typecheck compiles, line for line', () => {
    const readme = readText('../../../README.md')
    const block = readme.match(/```ts\n([\s\S]*?)```/)?.[1]
    expect(block).toBeDefined()
    expect(block).toBe(readText('./readmeExample.ts'))
  })

  it('is a ten-line example: at most ten lines of code', () => {
    const code = readText('./readmeExample.ts')
      .split('\n')
      .filter((line) => line.trim() !== '')
    expect(code.length).toBeLessThanOrEqual(10)
  })

  it('creates an AppKit instance without touching the network', async () => {
    const requests: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = async (input) => {
      requests.push(String(input))
      throw new Error('no request is expected at creation')
    }
    try {
      const { appKit } = await import('./readmeExample')
      expect(appKit.getState().open).toBe(false)
      expect(appKit.getCaipNetwork()?.caipNetworkId).toBe('eip155:1')
      appKit.destroy()
    } finally {
      globalThis.fetch = realFetch
    }
    expect(requests).toEqual([])
  })
})
