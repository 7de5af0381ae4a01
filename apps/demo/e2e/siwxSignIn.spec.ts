import { expect, test } from './demoTest'
import { devWalletTile } from './modal'

test('SIWX (only with ?siwx=required): connecting the dev wallet opens Sign In without Close; Sign stores a verified session in the page and closes', async ({
  page,
  openDemo,
}) => {
  await openDemo()
  await page.goto('/?siwx=required')
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  const signIn = page.locator('appkit-modal').getByRole('dialog', { name: 'Sign In' })
  await expect(signIn).toContainText('AppKit demo wants you to sign in')
  await expect(signIn.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(signIn).toBeVisible()
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await expect(signIn).toBeHidden()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  const address = (await page.getByTestId('appkit-address').textContent()) ?? ''
  const sessions = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('@appkit-wallet/siwx_sessions/')),
  )
  expect(sessions.map((key) => key.toLowerCase())).toEqual([
    `@appkit-wallet/siwx_sessions/eip155:1:${address.toLowerCase()}`,
  ])
})

test('without ?siwx the demo connects with no sign-in step', async ({ page, openDemo }) => {
  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await expect(page.locator('appkit-modal').getByRole('dialog')).toHaveCount(0)
})
