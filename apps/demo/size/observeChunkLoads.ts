import type { Page } from '@playwright/test'

/** The JS files (paths under the site, without the leading `/`) a page loaded, in two phases. */
export type ObservedLoads = { firstLoad: string[]; onClick: string[] }

/**
 * Records the JS files `page` requests: while `load()` opens the page (and the connect button
 * shows), then while `open()` clicks it and the modal's first view shows. Each file counts once,
 * in the phase that first asked for it.
 */
export async function observeChunkLoads(
  page: Page,
  steps: { load: () => Promise<void>; open: () => Promise<void> },
): Promise<ObservedLoads> {
  const loads: ObservedLoads = { firstLoad: [], onClick: [] }
  let phase: keyof ObservedLoads = 'firstLoad'
  const seen = new Set<string>()
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    const path = new URL(request.url()).pathname.slice(1)
    if (request.resourceType() !== 'script' || !path.endsWith('.js') || seen.has(path)) return
    seen.add(path)
    loads[phase].push(path)
  }
  page.on('request', onRequest)
  try {
    await steps.load()
    phase = 'onClick'
    await steps.open()
  } finally {
    page.off('request', onRequest)
  }
  return { firstLoad: loads.firstLoad.sort(), onClick: loads.onClick.sort() }
}
