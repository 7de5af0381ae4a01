#!/usr/bin/env node
// Measures @appkit/ui as a consumer bundles it: an app that imports Dialog and WalletListItem,
// bundled and minified by esbuild with tree shaking, React left external (the app has it anyway).
// Prints minified and gzip sizes; for comparison also the whole public API.
// Run: pnpm --filter @appkit/ui bench:size
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'

const entry = new URL('../src/exports/index.ts', import.meta.url).pathname

async function measure(label, source) {
  const result = await build({
    stdin: { contents: source, resolveDir: new URL('.', import.meta.url).pathname, loader: 'tsx' },
    bundle: true,
    minify: true,
    treeShaking: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    write: false,
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
  })
  const code = result.outputFiles[0].contents
  const gzip = gzipSync(code, { level: 9 }).length
  console.log(
    `${label}: ${code.length} B (${(code.length / 1024).toFixed(2)} kB) minified, ${gzip} B (${(gzip / 1024).toFixed(2)} kB) gzip`,
  )
}

await measure(
  'Dialog + WalletListItem (tree-shaken)',
  `import { Dialog, WalletListItem } from ${JSON.stringify(entry)}\nexport const used = [Dialog, WalletListItem]`,
)
await measure(
  'Dialog + Header + WalletGrid + QrCode',
  `import { Dialog, Header, WalletGrid, QrCode } from ${JSON.stringify(entry)}\nexport const used = [Dialog, Header, WalletGrid, QrCode]`,
)
await measure('the whole public API', `export * from ${JSON.stringify(entry)}`)
