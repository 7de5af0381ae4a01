import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The frame's script, bundled: served at `/frame.js`. */
export type FrameScript = { path: '/frame.js'; contents: Uint8Array }

/**
 * Bundles the frame's browser script (src/frame/frameMain.ts, no dependency beyond this app) with
 * esbuild in memory, minified, once per server start.
 */
export async function buildFrameScript(): Promise<FrameScript> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('../frame/frameMain.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outfile: '/frame.js',
    logLevel: 'silent',
  })
  const [file] = result.outputFiles
  if (!file) throw new Error('esbuild produced no frame script')
  return { path: '/frame.js', contents: file.contents }
}
