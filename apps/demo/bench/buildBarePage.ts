import react from '@vitejs/plugin-react'

/** The bare React dialog page's folder (the benchmark's baseline). */
export const BARE_PAGE_DIR = new URL('./bare', import.meta.url).pathname

/** A running `vite preview` of a built page. */
export type ServedPage = { url: string; close: () => Promise<void> }

/**
 * Builds the bare React dialog page (bench/bare) for production into `outDir` and serves it
 * with `vite preview` on 127.0.0.1 (any free port).
 */
export async function buildAndServeBarePage(outDir: string): Promise<ServedPage> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  const { build, preview } = await import('vite')
  const config = {
    configFile: false as const,
    root: BARE_PAGE_DIR,
    logLevel: 'warn' as const,
    plugins: [react()],
    build: { outDir, emptyOutDir: true },
  }
  await build(config)
  const server = await preview({
    ...config,
    preview: { host: '127.0.0.1', port: 0, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report its URL')
  return { url, close: () => server.close() }
}
