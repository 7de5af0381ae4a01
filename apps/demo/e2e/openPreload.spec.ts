import type { Page, Request } from '@playwright/test'
import { chunkFiles } from './chunkLoads'
import { expect, test } from './demoTest'
import { devWalletTile } from './modal'

/** Every request the page makes from now on, as [resource type, URL]. */
function recordRequests(page: Page): [string, string][] {
  const requests: [string, string][] = []
  page.on('request', (request: Request) => requests.push([request.resourceType(), request.url()]))
  return requests
}

/** Starts noting, in the page, whether the modal ever shows its loading fallback. */
async function watchForLoadingFallback(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = { fallback: false }
    Object.assign(window, { __loadingFallback: seen })
    const watch = (root: Node) =>
      new MutationObserver(() => {
        if (root instanceof ShadowRoot && root.querySelector('.ak-host-loading'))
          seen.fallback = true
      }).observe(root, { childList: true, subtree: true })
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof Element && node.shadowRoot) watch(node.shadowRoot)
    }).observe(document.body, { childList: true })
  })
}

/** When each script the page fetched started, and the load event's start (performance timeline). */
function scriptStarts(
  page: Page,
): Promise<{ loadEventStart: number; scripts: Record<string, number> }> {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const scripts: Record<string, number> = {}
    for (const entry of performance.getEntriesByType('resource'))
      if (entry.name.endsWith('.js'))
        scripts[new URL(entry.name).pathname.slice(1)] = entry.startTime
    return { loadEventStart: navigation?.loadEventStart ?? Number.NaN, scripts }
  })
}

test('modalPreload idle (the default): after the page has loaded, with no input, the modal host and the Connect view load from the page origin and nothing else is requested (no API, no RPC); nothing mounts; the click then shows the view with no loading fallback', async ({
  page,
  openDemo,
  requestGuard,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin
  const requests = recordRequests(page)
  await openDemo()
  await expect(page.locator('#connect')).toBeVisible()
  const modalFiles = [...chunkFiles('mountModalHost'), ...chunkFiles('ConnectView')]
  const scripts = () => requests.map(([, url]) => new URL(url).pathname.slice(1))
  for (const file of modalFiles)
    await expect.poll(scripts, `${file} is loaded on idle, with no input`).toContain(file)
  await page.waitForLoadState('networkidle')
  // SPEC privacy: before the visitor acts, the page's own files only (its document, scripts and
  // styles from its origin): no API, relay or RPC request.
  expect(requestGuard.beforeFirstInputBeyondPageAssets(origin)).toEqual([])
  expect(requests.filter(([type, url]) => type === 'script' && !url.startsWith(origin))).toEqual([])
  // Fetched after the load event (not in the first load), and not mounted.
  // Chromium adds a script's resource timing entry a moment after the response (a busy machine).
  await expect
    .poll(async () => Object.keys((await scriptStarts(page)).scripts))
    .toEqual(expect.arrayContaining(modalFiles))
  const { loadEventStart, scripts: starts } = await scriptStarts(page)
  for (const file of modalFiles)
    expect(starts[file], `${file} starts after the load event`).toBeGreaterThanOrEqual(
      loadEventStart,
    )
  await expect(page.locator('appkit-modal')).toHaveCount(0)

  await watchForLoadingFallback(page)
  requestGuard.markFirstInput()
  await page.locator('#connect').click()
  await expect(devWalletTile(page)).toBeVisible()
  const fallback = await page.evaluate(
    () => (window as unknown as { __loadingFallback: { fallback: boolean } }).__loadingFallback,
  )
  expect(fallback).toEqual({ fallback: false })
})

test('modalPreload intent: pointing at Connect loads the modal host and the Connect view from the page origin, sends nothing else and mounts nothing; the click then shows the view with no loading fallback', async ({
  page,
  openDemo,
  baseURL,
}) => {
  await openDemo({ search: '?modalPreload=intent' })
  await expect(page.locator('#connect')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const origin = new URL(baseURL ?? '').origin
  const requests = recordRequests(page)

  await page.locator('#connect').hover()
  const scripts = () => requests.map(([, url]) => new URL(url).pathname.slice(1))
  for (const file of [...chunkFiles('mountModalHost'), ...chunkFiles('ConnectView')])
    await expect.poll(scripts, `${file} is loaded on hover`).toContain(file)
  await page.waitForLoadState('networkidle')
  // Our own scripts only: no API, RPC or other request before the visitor clicks.
  expect(requests.filter(([type, url]) => type !== 'script' || !url.startsWith(origin))).toEqual([])
  await expect(page.locator('appkit-modal')).toHaveCount(0)

  await watchForLoadingFallback(page)
  await page.locator('#connect').click()
  await expect(devWalletTile(page)).toBeVisible()
  const fallback = await page.evaluate(
    () => (window as unknown as { __loadingFallback: { fallback: boolean } }).__loadingFallback,
  )
  expect(fallback).toEqual({ fallback: false })
})

test('modalPreload intent: focusing Connect loads the modal host and the Connect view from the page origin and sends nothing else before the press', async ({
  page,
  openDemo,
  baseURL,
}) => {
  await openDemo({ search: '?modalPreload=intent' })
  await expect(page.locator('#connect')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const origin = new URL(baseURL ?? '').origin
  const requests = recordRequests(page)

  await page.locator('#connect').focus()
  const scripts = () => requests.map(([, url]) => new URL(url).pathname.slice(1))
  for (const file of [...chunkFiles('mountModalHost'), ...chunkFiles('ConnectView')])
    await expect.poll(scripts, `${file} is loaded on focus`).toContain(file)
  await page.waitForLoadState('networkidle')
  expect(requests.filter(([type, url]) => type !== 'script' || !url.startsWith(origin))).toEqual([])
  await expect(page.locator('appkit-modal')).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(devWalletTile(page)).toBeVisible()
})
