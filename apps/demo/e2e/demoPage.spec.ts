import { expect, test } from './demoTest'
import { devWalletTile, modalDialog } from './modal'

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

test('the Buttons section: ConnectButton opens Connect, and once connected AccountButton shows the account and opens Account', async ({
  page,
  devnet,
  openDemo,
}) => {
  await openDemo()
  const section = page.getByRole('region', { name: 'Buttons' })
  await expect(section.locator('.ak-account-button')).toHaveCount(0)
  await section.getByRole('button', { name: 'Connect with ConnectButton' }).click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  // AppKitButton keeps its `#connect` id as it turns into the account button.
  await expect(page.locator('#connect')).toHaveClass('ak-account-button')
  const account = section.locator('.ak-account-button')
  await expect(account).toContainText(devnet.devAccount.slice(-6))
  await account.click()
  await expect(modalDialog(page, 'Account')).toBeVisible()
})
