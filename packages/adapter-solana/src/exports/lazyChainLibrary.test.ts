import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
const chainLibrary = /node_modules\/(@solana\/(web3\.js|spl-token)|bn\.js|borsh)\//

it('keeps @solana/web3.js and @solana/spl-token out of the entry chunk: they load with import() on the first transfer', async () => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // core is the dapp's own first-load cost, shared with every adapter.
    external: ['@appkit/core'],
  })
  const outputs = result.metafile.outputs
  const entryName = Object.keys(outputs).find((name) =>
    outputs[name]!.entryPoint?.endsWith('exports/index.ts'),
  )!
  // What the entry loads before any import(): the entry and the chunks it imports statically.
  const firstLoad = new Set<string>()
  const visit = (name: string) => {
    if (firstLoad.has(name) || !outputs[name]) return
    firstLoad.add(name)
    for (const imported of outputs[name]!.imports)
      if (imported.kind === 'import-statement' && !imported.external)
        visit(imported.path.replace('../../', ''))
  }
  visit(entryName)
  expect(firstLoad.size).toBeGreaterThan(0)
  const firstLoadInputs = [...firstLoad].flatMap((name) => Object.keys(outputs[name]!.inputs))
  expect(firstLoadInputs.filter((input) => chainLibrary.test(input))).toEqual([])
  const lazy = Object.values(outputs).filter((output) =>
    Object.keys(output.inputs).some((input) => input.includes('@solana/web3.js')),
  )
  expect(lazy).toHaveLength(1)
  expect(Object.keys(lazy[0]!.inputs).some((input) => input.includes('@solana/spl-token'))).toBe(
    true,
  )
})
