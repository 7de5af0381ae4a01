import type { Page } from '@playwright/test'

/**
 * The JS files (paths under the site, without the leading `/`) a page loaded, in three phases:
 * the first load (requested before the page's load event), on idle (after the load event, before
 * the first click: the modal's scripts, `modalPreload: 'idle'`) and on the click.
 */
export type ObservedLoads = { firstLoad: string[]; onIdle: string[]; onClick: string[] }

/** Error thrown when the page's performance timeline lacks a script the browser requested. */
export class MissingScriptTimingError extends Error {
  override name = 'MissingScriptTimingError'
}

/** When each script started (resource timing) and when the load event started, in the page. */
function readScriptStarts(
  page: Page,
): Promise<{ loadEventStart: number; starts: Record<string, number> }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const starts: Record<string, number> = {}
    for (const entry of performance.getEntriesByType('resource')) {
      const path = new URL(entry.name).pathname.slice(1)
      starts[path] = Math.min(starts[path] ?? Number.POSITIVE_INFINITY, entry.startTime)
    }
    return { loadEventStart: navigation?.loadEventStart ?? 0, starts }
  })
}

/**
 * Records the JS files `page` requests while `load()` opens the page (and waits until it is
 * idle), then while `open()` clicks the connect button and the modal's first view shows. Each
 * file counts once, in the phase in which it was first requested, told by the page's own
 * timeline (read at the end, when every request has completed): its resource timing entry's
 * start against the navigation's `loadEventStart` and the time just before the click.
 */
export async function observeChunkLoads(
  page: Page,
  steps: { load: () => Promise<void>; open: () => Promise<void> },
): Promise<ObservedLoads> {
  const requested = new Set<string>()
  // Every request in flight, and when the last one started or ended: the modal's first open
  // reads the project's config and then loads more code (the origin matcher), after the view
  // shows, and Playwright's 'networkidle' has already fired for the page by then.
  let inFlight = 0
  let lastActivity = Date.now()
  const onRequest = (request: { url(): string; resourceType(): string }) => {
    inFlight++
    lastActivity = Date.now()
    const path = new URL(request.url()).pathname.slice(1)
    if (request.resourceType() === 'script' && path.endsWith('.js')) requested.add(path)
  }
  const onDone = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  // The default buffer holds 250 entries; the demo's first load and modal stay far below.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(2000))
  page.on('request', onRequest)
  page.on('requestfinished', onDone)
  page.on('requestfailed', onDone)
  let beforeClick: number
  try {
    await steps.load()
    beforeClick = await page.evaluate(() => performance.now())
    await steps.open()
    // Quiet: nothing in flight, and nothing started or ended for a second (at most 30 s).
    for (let waited = 0; waited < 30_000; waited += 200) {
      if (inFlight === 0 && Date.now() - lastActivity >= 1000) break
      await page.waitForTimeout(200)
    }
  } finally {
    page.off('request', onRequest)
    page.off('requestfinished', onDone)
    page.off('requestfailed', onDone)
  }
  // Chromium adds a resource timing entry a moment after the response: on a busy machine the
  // last one can lag the network going idle, so read again until every requested file has one.
  let timeline = await readScriptStarts(page)
  for (
    let tries = 0;
    tries < 50 && [...requested].some((path) => !(path in timeline.starts));
    tries++
  ) {
    await page.waitForTimeout(200)
    timeline = await readScriptStarts(page)
  }
  const startOf = (path: string) => {
    const start = timeline.starts[path]
    if (start === undefined)
      throw new MissingScriptTimingError(`${path} was requested but has no resource timing entry`)
    return start
  }
  const files = [...requested].sort()
  return {
    firstLoad: files.filter((path) => startOf(path) < timeline.loadEventStart),
    onIdle: files.filter(
      (path) => startOf(path) >= timeline.loadEventStart && startOf(path) < beforeClick,
    ),
    onClick: files.filter((path) => startOf(path) >= beforeClick),
  }
}
