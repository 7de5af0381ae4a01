import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

// Bundles the entry as a dapp's bundler would (ESM, code splitting, core external) and reads the
// metafile: what the entry loads before any import() must hold no @polkadot/api (it is large and
// a dapp that lists the adapter but is used on EVM only must not pay for it); the chunk the
// adapter imports on first use must hold it.
it('keeps @polkadot/api out of the entry chunk: it loads with import() when a Polkadot network is used', async () => {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/virtual-out',
    write: false,
    metafile: true,
    minify: true,
    logLevel: 'silent',
    external: ['@appkit/core', '@appkit/core/*'],
  })
  const outputs = result.metafile.outputs
  const entryName = Object.keys(outputs).find((name) => outputs[name]!.entryPoint)!
  const eager = new Set<string>()
  const visit = (name: string) => {
    if (eager.has(name) || !outputs[name]) return
    eager.add(name)
    for (const imported of outputs[name]!.imports)
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(entryName)
  const inputsOf = (names: string[]) => names.flatMap((name) => Object.keys(outputs[name]!.inputs))
  const polkadotLibrary = /node_modules\/.*@polkadot\/(api|types|rpc-core|util-crypto)\//
  expect(inputsOf([...eager]).some((input) => polkadotLibrary.test(input))).toBe(false)
  const lazy = Object.keys(outputs).filter((name) => !eager.has(name))
  expect(inputsOf(lazy).some((input) => polkadotLibrary.test(input))).toBe(true)
})
