import { expect, test } from './demoTest'
import { devWalletTile, modalDialog } from './modal'

const disconnectedViews = [
  ['Connect', 'Connect Wallet'],
  ['AllWallets', 'All Wallets'],
] as const
const connectedViews = [
  ['Account', 'Account'],
  ['Networks', 'Choose Network'],
  ['ProfileWallets', 'Connected Wallets'],
] as const

test("the demo's buttons open each view with useAppKit().open({ view }) and close the modal with close()", async ({
  page,
  openDemo,
}) => {
  await openDemo()
  for (const [view, title] of disconnectedViews) {
    await page.getByRole('button', { name: `Open ${view}` }).click()
    await expect(modalDialog(page, title)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modalDialog(page, title)).toBeHidden()
  }
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  for (const [view, title] of connectedViews) {
    await page.getByRole('button', { name: `Open ${view}` }).click()
    await expect(modalDialog(page, title)).toBeVisible()
    await expect(page.getByTestId('appkit-modal-state')).toHaveText('open')
    // close() from the page; the modal's overlay covers the page, so the click is dispatched.
    await page.getByRole('button', { name: 'Close the modal' }).dispatchEvent('click')
    await expect(modalDialog(page, title)).toBeHidden()
    await expect(page.getByTestId('appkit-modal-state')).toHaveText('closed')
  }
})
