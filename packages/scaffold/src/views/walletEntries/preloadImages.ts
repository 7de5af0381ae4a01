import { WALLET_IMAGES_PRELOADED } from '@appkit/core/internal'

const preloaded = new Set<string>()

/**
 * Starts loading the first 20 wallet images (SPEC §9 'first 20 images preloaded') through
 * image elements, so the tiles show them without waiting; each URL is asked once per page.
 * Returns the URLs it started.
 */
export function preloadImages(
  urls: readonly (string | undefined)[],
  createImage: () => { src: string } = () => new Image(),
): string[] {
  const started: string[] = []
  for (const url of urls.filter((u): u is string => Boolean(u)).slice(0, WALLET_IMAGES_PRELOADED)) {
    if (preloaded.has(url)) continue
    preloaded.add(url)
    createImage().src = url
    started.push(url)
  }
  return started
}
