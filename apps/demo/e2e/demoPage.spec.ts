import { expect, test } from './demoTest'

test('the page loads disconnected, sees the dev wallet, and asks for nothing but its own files before the first click', async ({
  page,
  openDemo,
  requestGuard,
  baseURL,
}) => {
  await openDemo()
  await expect(page.getByRole('heading', { name: 'AppKit demo', level: 1 })).toBeVisible()
  await expect(page.getByTestId('installed-wallets')).toHaveText('AppKit Dev Wallet')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await page.waitForLoadState('networkidle')
  expect(requestGuard.beforeFirstInputBeyondPageAssets(new URL(baseURL ?? '').origin)).toEqual([])
  expect(requestGuard.requests.length).toBeGreaterThan(1)
})
