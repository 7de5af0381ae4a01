import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { expect, it } from 'vitest'

// Bundles the entry as a dapp's bundler would (ESM, code splitting) and reads the metafile: a dapp
// that imports the adapter (or only its network constants) gets no cosmjs in the chunk it
// loads first; cosmjs comes with the lazily imported client chunk (an EVM-only first load never has it).
it('keeps cosmjs out of the entry chunk: it loads with the first balance, fee or send', async () => {
  const entry = fileURLToPath(new URL('./index.ts', import.meta.url))
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    outdir: '/nonexistent-out',
    write: false,
    metafile: true,
    minify: true,
    external: ['@appkit/core', '@appkit/core/*'],
    logLevel: 'silent',
  })
  const outputs = Object.entries(result.metafile.outputs)
  const [, entryChunk] = outputs.find(([, output]) => output.entryPoint) ?? []
  const inputsOf = (output: (typeof outputs)[number][1]) => Object.keys(output.inputs)
  expect(entryChunk).toBeDefined()
  // The entry and the chunks it imports statically.
  const eager = new Set<string>()
  const visit = (path: string) => {
    if (eager.has(path)) return
    eager.add(path)
    for (const imported of result.metafile.outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
  }
  visit(outputs.find(([, output]) => output.entryPoint)![0])
  const eagerInputs = [...eager].flatMap((path) => inputsOf(result.metafile.outputs[path]!))
  expect(eagerInputs.some((input) => input.includes('@cosmjs/'))).toBe(false)
  const lazyInputs = outputs
    .filter(([path]) => !eager.has(path))
    .flatMap(([, output]) => inputsOf(output))
  expect(lazyInputs.some((input) => input.includes('@cosmjs/'))).toBe(true)
})
