import { analyzePageWithAxe } from '@appkit/test/playwright-axe'
import { expect, test } from './demoTest'
import { tabTo } from './keyboard'
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

test("the theme switch works by keyboard: Dark, then Light, then System theme the page, AppKit's buttons and the modal, keep the choice in `?theme=`, and axe finds nothing on the page in either", async ({
  page,
  openDemo,
}) => {
  // Three axe runs over the whole page: slow on a loaded machine.
  test.setTimeout(120_000)
  await openDemo()
  const html = page.locator('html')
  // AppKit's buttons sit in a theme root of their own: it follows the instance's themeMode.
  const buttonTheme = page.locator('[data-theme]', { has: page.locator('#connect') }).last()
  // No `?theme=`: the system's scheme (light in this browser).
  const system = page.getByRole('radio', { name: 'System' })
  await expect(system).toBeChecked()
  await expect(html).toHaveAttribute('data-theme', 'light')
  await tabTo(page, system)
  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(buttonTheme).toHaveAttribute('data-theme', 'dark')
  await expect(page).toHaveURL(/\?theme=dark$/)
  expect(await analyzePageWithAxe(page), 'the page, dark').toEqual([])

  await page.keyboard.press('ArrowLeft')
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked()
  await expect(html).toHaveAttribute('data-theme', 'light')
  await expect(buttonTheme).toHaveAttribute('data-theme', 'light')
  await expect(page).toHaveURL(/\?theme=light$/)
  expect(await analyzePageWithAxe(page), 'the page, light').toEqual([])

  // From the first choice, the arrow wraps to the last: System, the default, leaves the query.
  await page.keyboard.press('ArrowLeft')
  await expect(system).toBeChecked()
  await expect(page).not.toHaveURL(/theme=/)
  await page.keyboard.press('ArrowLeft')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await tabTo(page, page.locator('#connect'))
  await page.keyboard.press('Enter')
  await expect(modalDialog(page, 'Connect Wallet')).toBeVisible()
  await expect(page.locator('appkit-modal').locator('[data-theme]').first()).toHaveAttribute(
    'data-theme',
    'dark',
  )
})

test("the language switch works by keyboard: Arabic reloads the page with `?locale=ar`, the modal's buttons speak Arabic and the page turns right to left; `?theme=` is kept", async ({
  page,
  openDemo,
}) => {
  test.setTimeout(90_000)
  await openDemo()
  await page.goto('/?theme=dark')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  const summary = page.locator('summary', { hasText: 'Language' })
  await expect(summary).toHaveText('Language: English')
  await tabTo(page, summary)
  await page.keyboard.press('Enter')
  const arabic = page.getByRole('link', { name: 'العربية' })
  await expect(arabic).toBeVisible()
  // Escape closes the list and leaves the focus on its summary.
  await page.keyboard.press('Escape')
  await expect(arabic).toBeHidden()
  await expect(summary).toBeFocused()
  await page.keyboard.press('Enter')
  await tabTo(page, arabic)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?theme=dark&locale=ar$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('#connect')).toHaveText('ربط المحفظة')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('summary', { hasText: 'Language' })).toHaveText('Language: العربية')
  expect(await analyzePageWithAxe(page), 'the page, Arabic').toEqual([])
})
