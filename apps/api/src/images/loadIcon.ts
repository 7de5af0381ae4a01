import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { IconSource } from './iconCatalog'
import { sanitizeSvg } from './sanitizeSvg'

const require = createRequire(import.meta.url)
/** Most icons a process keeps; a miss is remembered too, so unknown ids cost one lookup. */
const CACHE_LIMIT = 2000
const cache = new Map<string, Promise<string | undefined>>()

/** The SVG string a `@web3icons/core` module exports, or undefined when there is no such file. */
async function importWeb3Icon(path: string): Promise<string | undefined> {
  try {
    const module = (await import(/* @vite-ignore */ `@web3icons/core/svgs/${path}.svg.js`)) as {
      default?: unknown
    }
    return typeof module.default === 'string' ? module.default : undefined
  } catch {
    return undefined
  }
}

async function readSource(source: IconSource): Promise<string | undefined> {
  if (source.pack === 'simple-icons') {
    const svg = await readFile(require.resolve(`simple-icons/icons/${source.slug}.svg`), 'utf8')
    const path = /<path d="([^"]+)"/.exec(svg)?.[1]
    if (!path) return undefined
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">' +
      `<rect width="24" height="24" rx="6" fill="#${source.hex}"/>` +
      `<path transform="translate(4.8 4.8) scale(.6)" fill="#ffffff" d="${path}"/></svg>`
    )
  }
  // Wallets look like app icons on their own background where the package has one.
  if (source.folder === 'wallets') {
    const background = await importWeb3Icon(`wallets/background/${source.name}`)
    if (background) return background
  }
  return importWeb3Icon(`${source.folder}/branded/${source.name}`)
}

/**
 * The sanitised SVG of a logo (see {@link sanitizeSvg}), read once from its icon package and
 * then kept in memory; undefined when the package has no such icon.
 *
 * @example
 * await loadIcon({ pack: 'web3icons', folder: 'tokens', name: 'USDC' }) // '<svg xmlns=…'
 */
export function loadIcon(source: IconSource): Promise<string | undefined> {
  const key = JSON.stringify(source)
  const hit = cache.get(key)
  if (hit) return hit
  const loading = readSource(source).then((svg) => (svg ? sanitizeSvg(svg) : undefined))
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(key, loading)
  return loading
}
