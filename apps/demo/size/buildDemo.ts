import { gzipSync } from 'node:zlib'
import type { Rolldown } from 'vite'
import { type ChunkKind, chunkKindOf } from './vendorChunkGroups'

/** The demo's folder (vite's root). */
export const DEMO_DIR = new URL('..', import.meta.url).pathname

/** One JS chunk of the production build, with its sizes and where its code comes from. */
export type BuiltChunk = {
  /** The file under the output folder, e.g. `assets/index-abc.js`. */
  fileName: string
  /** rolldown's chunk name (`vendor-react`, `index`, a view's file name, ...). */
  name: string
  isEntry: boolean
  /** `vendor` (React, wagmi + TanStack Query, viem) and `demo` are left out of the budget. */
  kind: ChunkKind
  /** The chunks it imports statically, and those it loads with `import()`. */
  imports: string[]
  dynamicImports: string[]
  bytes: number
  gzipBytes: number
  /** Rendered (not yet minified) length of the chunk's code by source: a package or `demo`. */
  sources: Record<string, number>
}

/** What a production build of the demo produced. */
export type DemoBuild = { outDir: string; chunks: BuiltChunk[] }

/** Names where a module comes from: `core`, `ui`, `scaffold`, ..., `demo`, or an npm package. */
export function sourceOfModule(id: string): string {
  const npm =
    /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/](?!.*[\\/]node_modules[\\/])/.exec(id)
  if (npm?.[1]) return npm[1].replace('\\', '/')
  const workspace = /[\\/](packages|apps)[\\/]([^\\/]+)[\\/]/.exec(id)
  if (workspace?.[2]) return workspace[2]
  return id.startsWith('\0') ? 'bundler' : 'other'
}

function describeChunk(chunk: Rolldown.OutputChunk): BuiltChunk {
  const sources: Record<string, number> = {}
  for (const [id, module] of Object.entries(chunk.modules)) {
    const source = sourceOfModule(id)
    sources[source] = (sources[source] ?? 0) + module.renderedLength
  }
  return {
    fileName: chunk.fileName,
    name: chunk.name,
    isEntry: chunk.isEntry,
    kind: chunkKindOf(chunk.name),
    imports: [...chunk.imports],
    dynamicImports: [...chunk.dynamicImports],
    bytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipSync(chunk.code, { level: 9 }).length,
    sources,
  }
}

/**
 * Builds the demo for production with vite (`outDir`, default `dist`) and describes every JS
 * chunk: sizes (gzip level 9), vendor or not, static and dynamic imports, sources.
 */
export async function buildDemo(outDir = 'dist'): Promise<DemoBuild> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  const { build } = await import('vite')
  const result = await build({
    root: DEMO_DIR,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
    .map(describeChunk)
  return { outDir, chunks }
}
