import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

/** One output file of the bundle: its bytes, gzip bytes and the source files in it. */
export type BundleChunk = { path: string; bytes: number; gzipBytes: number; inputs: string[] }

/** The entry's first-load chunks (static imports) and the chunks only reached by `import()`. */
export type BundleAnalysis = {
  firstLoad: BundleChunk[]
  lazy: BundleChunk[]
  /** The lazy chunks behind the `import()` of the WalletConnect libraries (and what they import). */
  walletConnectLazy: BundleChunk[]
  /** Bytes each source file adds to the first load (minified), by path. */
  firstLoadInputBytes: Record<string, number>
}

const entry = fileURLToPath(new URL('../exports/index.ts', import.meta.url))
const packageDir = resolve(dirname(entry), '../..')

/**
 * Bundles the package entry for the browser with esbuild (minified, ESM, code splitting) and
 * splits its outputs into what a page loads with the entry and what only `import()` reaches.
 */
export async function analyseBundle(): Promise<BundleAnalysis> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/virtual-out',
    absWorkingDir: packageDir,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const files = new Map(result.outputFiles.map((file) => [file.path, file.contents]))
  const outputs: Metafile['outputs'] = result.metafile.outputs
  const toChunk = (path: string): BundleChunk => {
    const contents = files.get(resolve(packageDir, path)) ?? new Uint8Array()
    return {
      path,
      bytes: contents.byteLength,
      gzipBytes: gzipSync(contents, { level: 9 }).byteLength,
      inputs: Object.keys(outputs[path]?.inputs ?? {}),
    }
  }
  const entryOutput = Object.keys(outputs).find((path) => outputs[path]?.entryPoint)
  if (!entryOutput) throw new Error('esbuild produced no entry output')
  const firstLoad = new Set<string>()
  const visit = (path: string) => {
    if (firstLoad.has(path)) return
    firstLoad.add(path)
    for (const imported of outputs[path]?.imports ?? [])
      if (imported.kind === 'import-statement') visit(imported.path)
  }
  visit(entryOutput)
  const firstLoadInputBytes: Record<string, number> = {}
  for (const path of firstLoad)
    for (const [input, { bytesInOutput }] of Object.entries(outputs[path]?.inputs ?? {}))
      firstLoadInputBytes[input] = (firstLoadInputBytes[input] ?? 0) + bytesInOutput
  // The chunks an `import()` of the first load reaches (with what they import) that hold a
  // @walletconnect module.
  const walletConnect = new Set<string>()
  const closureOf = (path: string, seen: Set<string>) => {
    if (seen.has(path) || firstLoad.has(path)) return
    seen.add(path)
    for (const imported of outputs[path]?.imports ?? []) closureOf(imported.path, seen)
  }
  for (const path of firstLoad)
    for (const imported of outputs[path]?.imports ?? []) {
      if (imported.kind !== 'dynamic-import') continue
      const closure = new Set<string>()
      closureOf(imported.path, closure)
      const inputs = [...closure].flatMap((chunk) => Object.keys(outputs[chunk]?.inputs ?? {}))
      if (inputs.some((input) => input.includes('/@walletconnect/')))
        for (const chunk of closure) walletConnect.add(chunk)
    }
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'))
  return {
    firstLoad: js.filter((path) => firstLoad.has(path)).map(toChunk),
    lazy: js.filter((path) => !firstLoad.has(path)).map(toChunk),
    walletConnectLazy: js.filter((path) => walletConnect.has(path)).map(toChunk),
    firstLoadInputBytes,
  }
}
