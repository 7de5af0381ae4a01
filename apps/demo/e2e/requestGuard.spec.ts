import { startRequestGuard } from '@appkit/test/playwright-request-guard'
import { expect, test } from '@playwright/test'

// The guard itself, on its own browser context (the demo fixtures' guard is not involved).
test('the request guard reports and blocks a request to another host, and tells requests before the first input from page assets', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext()
  try {
    const guard = await startRequestGuard(context)
    const page = await context.newPage()
    const origin = new URL(baseURL ?? '').origin
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'AppKit demo', level: 1 })).toBeVisible()
    expect(guard.beforeFirstInputBeyondPageAssets(origin)).toEqual([])

    // TEST-NET-1 (RFC 5737): never routed; the guard aborts it before it is sent anyway.
    const outcome = await page.evaluate(() =>
      fetch('http://192.0.2.1/probe').then(
        () => 'answered',
        () => 'blocked',
      ),
    )
    expect(outcome).toBe('blocked')
    expect(guard.offLoopback()).toEqual(['http://192.0.2.1/probe'])
    expect(guard.beforeFirstInputBeyondPageAssets(origin).map((request) => request.url)).toEqual([
      'http://192.0.2.1/probe',
    ])
    guard.markFirstInput()
    await page.evaluate(() => fetch('/index.html').then((response) => response.status))
    expect(guard.beforeFirstInputBeyondPageAssets(origin)).toHaveLength(1)
  } finally {
    await context.close()
  }
})
