import { DEMO_DIR } from '../size/buildDemo'

/** A running `vite preview` of the demo's production build. */
export type DemoPreview = { url: string; close: () => Promise<void> }

/**
 * Serves the production build in `outDir` with `vite preview` on 127.0.0.1:`port` (0: any free
 * port), with the demo's page plugin (inline devnet configuration, dev wallet unless turned off).
 */
export async function startDemoPreview(options: {
  port: number
  outDir?: string
}): Promise<DemoPreview> {
  process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING = 'true'
  const { preview } = await import('vite')
  const server = await preview({
    root: DEMO_DIR,
    logLevel: 'warn',
    build: { outDir: options.outDir ?? 'dist' },
    preview: { host: '127.0.0.1', port: options.port, strictPort: options.port !== 0, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('vite preview did not report its URL')
  return { url, close: () => server.close() }
}
