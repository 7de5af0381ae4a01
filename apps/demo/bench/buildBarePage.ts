import react from '@vitejs/plugin-react'

/** The bare React dialog page's folder (the benchmark's baseline). */
export const BARE_PAGE_DIR = new URL('./bare', import.meta.url).pathname

/** A running `vite preview` of a built page. */
export type ServedPage = { url: string; close: () => Promise<void> }

function viteConfig(root: string, outDir: string) {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  return {
    configFile: false as const,
    root,
    logLevel: 'warn' as const,
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  }
}

/** Builds the page in `root` (its index.html) for production into `outDir` with Vite. */
export async function buildPage(root: string, outDir: string): Promise<void> {
  const { build } = await import('vite')
  await build(viteConfig(root, outDir))
}

/** Serves the build in `outDir` with `vite preview` on 127.0.0.1 (any free port). */
export async function servePage(root: string, outDir: string): Promise<ServedPage> {
  const { preview } = await import('vite')
  const server = await preview({
    ...viteConfig(root, outDir),
    preview: { host: '127.0.0.1', port: 0, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report its URL')
  return { url, close: () => server.close() }
}

/**
 * Builds the bare React dialog page (bench/bare) for production into `outDir` and serves it
 * with `vite preview` on 127.0.0.1 (any free port).
 */
export async function buildAndServeBarePage(outDir: string): Promise<ServedPage> {
  await buildPage(BARE_PAGE_DIR, outDir)
  return servePage(BARE_PAGE_DIR, outDir)
}
