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

test('pointing at Connect loads the modal host and the Connect view from the page origin, sends nothing else and mounts nothing; the click then shows the view with no loading fallback', async ({
  page,
  openDemo,
  baseURL,
}) => {
  await openDemo()
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

test('focusing Connect loads the modal host and the Connect view from the page origin and sends nothing else before the press', async ({
  page,
  openDemo,
  baseURL,
}) => {
  await openDemo()
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
