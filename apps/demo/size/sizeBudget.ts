import type { BuiltChunk, DemoBuild } from './buildDemo'

/** SPEC budget: our code (core + ui + scaffold) loaded before the first click, gzip. */
export const FIRST_LOAD_BUDGET_BYTES = 45 * 1024
/**
 * SPEC budget: the modal's chunks (host and Connect view) that opening it needs beyond the first
 * load, gzip: fetched on idle after the page's load event (`modalPreload: 'idle'`) or on the click.
 */
export const ON_CLICK_BUDGET_BYTES = 40 * 1024

/** The sizes of one set of loaded chunks: ours (budgeted) and the vendor libraries (not). */
export type LoadSize = {
  files: string[]
  /** gzip bytes of our chunks: core, ui, scaffold, the adapter, their other dependencies. */
  oursGzip: number
  /** gzip bytes of the React, wagmi + TanStack Query and viem chunks (not budgeted). */
  vendorGzip: number
  /** gzip bytes of the demo's own components (the dapp, not budgeted). */
  demoGzip: number
  /** Rendered length by source over our chunks (before minification). */
  sources: Record<string, number>
}

/**
 * The budget's two numbers: the first load (before the page's load event), and the modal's
 * opening (on idle after it, or on the click).
 */
export type SizeReport = { firstLoad: LoadSize; onClick: LoadSize }

/** Error thrown when a loaded file is not a chunk of the build being measured. */
export class UnknownChunkError extends Error {
  override name = 'UnknownChunkError'
}

function chunkOf(build: DemoBuild, fileName: string): BuiltChunk {
  const chunk = build.chunks.find((candidate) => candidate.fileName === fileName)
  if (!chunk) throw new UnknownChunkError(`${fileName} is not a chunk of this build`)
  return chunk
}

/** The entry chunk and everything it imports statically, transitively (what loads first). */
export function staticClosure(build: DemoBuild, fileNames: readonly string[]): string[] {
  const seen = new Set<string>()
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return
    seen.add(fileName)
    for (const imported of chunkOf(build, fileName).imports) visit(imported)
  }
  for (const fileName of fileNames) visit(fileName)
  return [...seen].sort()
}

/** The entry chunks of the build (the page's one `<script type="module">`). */
export function entryChunks(build: DemoBuild): string[] {
  return build.chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)
}

/** Sums the gzip sizes of `fileNames` (chunks of `build`): ours, vendor and demo apart. */
export function measureLoad(build: DemoBuild, fileNames: readonly string[]): LoadSize {
  const size: LoadSize = {
    files: [...fileNames].sort(),
    oursGzip: 0,
    vendorGzip: 0,
    demoGzip: 0,
    sources: {},
  }
  for (const fileName of fileNames) {
    const chunk = chunkOf(build, fileName)
    if (chunk.kind === 'vendor') size.vendorGzip += chunk.gzipBytes
    if (chunk.kind === 'demo') size.demoGzip += chunk.gzipBytes
    if (chunk.kind !== 'ours') continue
    size.oursGzip += chunk.gzipBytes
    for (const [source, length] of Object.entries(chunk.sources))
      size.sources[source] = (size.sources[source] ?? 0) + length
  }
  return size
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(2)} KiB`

function formatLoad(label: string, size: LoadSize, budget: number): string[] {
  const sources = Object.entries(size.sources)
    .sort(([, a], [, b]) => b - a)
    .map(([source, length]) => `${source} ${kib(length)}`)
    .join(', ')
  return [
    `${label}: ours ${kib(size.oursGzip)} gzip (budget ${kib(budget)}); not budgeted: vendor ${kib(size.vendorGzip)}, demo app ${kib(size.demoGzip)} gzip`,
    `  files: ${size.files.join(', ') || 'none'}`,
    `  ours by source (rendered, before minification): ${sources || 'none'}`,
  ]
}

/** The report as printed by the size test and `pnpm --filter @appkit/demo bench:size`. */
export function formatSizeReport(report: SizeReport): string {
  return [
    ...formatLoad(
      'first load (before the load event and the first click)',
      report.firstLoad,
      FIRST_LOAD_BUDGET_BYTES,
    ),
    ...formatLoad(
      'on click (opening the modal: fetched on idle after the load event, or on the click)',
      report.onClick,
      ON_CLICK_BUDGET_BYTES,
    ),
  ].join('\n')
}
