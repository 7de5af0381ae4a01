// Prints the first-load size of @appkit/adapter-wagmi and the size of its lazily loaded
// WalletConnect chunks. Run: pnpm --filter @appkit/adapter-wagmi exec tsx src/walletConnect/testing/measureBundle.ts
import { analyseBundle, type BundleChunk } from './analyseBundle'

const total = (chunks: readonly BundleChunk[]) =>
  chunks.reduce(
    (sum, chunk) => ({ bytes: sum.bytes + chunk.bytes, gzip: sum.gzip + chunk.gzipBytes }),
    { bytes: 0, gzip: 0 },
  )

analyseBundle().then((analysis) => {
  const own = Object.entries(analysis.firstLoadInputBytes).filter(([input]) =>
    input.startsWith('src/walletConnect/'),
  )
  const ownBytes = own.reduce((sum, [, bytes]) => sum + bytes, 0)
  console.log('first load (entry + static chunks):', total(analysis.firstLoad))
  console.log('  of which src/walletConnect/ (minified bytes):', ownBytes, Object.fromEntries(own))
  console.log(
    '  of which @walletconnect/* (minified bytes):',
    Object.entries(analysis.firstLoadInputBytes)
      .filter(([input]) => input.includes('/@walletconnect/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0),
  )
  console.log(
    'lazy WalletConnect chunks:',
    analysis.walletConnectLazy.length,
    total(analysis.walletConnectLazy),
  )
})
