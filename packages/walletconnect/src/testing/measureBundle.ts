// Prints the first-load size of @appkit/walletconnect, what the WalletConnect wiring adds to it,
// and the size of the lazily loaded WalletConnect chunks.
// Run: pnpm --filter @appkit/walletconnect exec tsx src/testing/measureBundle.ts
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { analyseBundle, type BundleChunk } from './analyseBundle'

const total = (chunks: readonly BundleChunk[]) =>
  chunks.reduce(
    (sum, chunk) => ({ bytes: sum.bytes + chunk.bytes, gzip: sum.gzip + chunk.gzipBytes }),
    { bytes: 0, gzip: 0 },
  )

/** The statically loaded WalletConnect wiring alone: its modules with every package external. */
async function measureWiring() {
  const result = await build({
    stdin: {
      contents: ["export { createWalletConnect } from './createWalletConnect'"].join('\n'),
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    external: ['@appkit/core', '@walletconnect/*'],
    logLevel: 'silent',
  })
  const contents = result.outputFiles[0]?.contents ?? new Uint8Array()
  return { bytes: contents.byteLength, gzip: gzipSync(contents, { level: 9 }).byteLength }
}

async function main() {
  const analysis = await analyseBundle()
  const own = Object.entries(analysis.firstLoadInputBytes).filter(([input]) =>
    input.startsWith('src/'),
  )
  console.log('first load (entry + static chunks):', total(analysis.firstLoad))
  console.log('  of which src/ (minified bytes):', Object.fromEntries(own))
  console.log(
    '  of which @walletconnect/* (minified bytes):',
    Object.entries(analysis.firstLoadInputBytes)
      .filter(([input]) => input.includes('/@walletconnect/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0),
  )
  console.log('WalletConnect wiring alone (static, packages external):', await measureWiring())
  console.log(
    'lazy WalletConnect chunks:',
    analysis.walletConnectLazy.length,
    total(analysis.walletConnectLazy),
  )
}

void main()
