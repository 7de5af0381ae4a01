import type { DevnetInfo } from '@appkit/test'
import type { Page } from '@playwright/test'
import { expect, test } from './demoTest'
import { connectionRequestCount, devWalletPrompt } from './devWallet'
import { devWalletTile, modalDialog } from './modal'

/** Picks the dev wallet, then closes the modal while its approval prompt is still open. */
async function closeWhileWalletAsks(page: Page) {
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  const connecting = modalDialog(page, 'AppKit Dev Wallet')
  await expect(devWalletPrompt(page)).toBeVisible()
  await connecting.getByRole('button', { name: 'Close' }).click()
  await expect(connecting).toBeHidden()
}

/** AppKit and wagmi show the dev account, and the Account view its truncated address (SPEC §5). */
async function expectAccountShown(page: Page, devnet: DevnetInfo) {
  const address = devnet.devAccount
  await expect(page.getByTestId('appkit-address')).toHaveText(new RegExp(address, 'i'))
  await expect(page.getByTestId('wagmi-address')).toHaveText(new RegExp(address, 'i'))
  await page.locator('#connect').click()
  await expect(modalDialog(page, 'Account')).toContainText(
    `${address.slice(0, 4)}...${address.slice(-6)}`,
  )
}

test('HOSTILE H: the modal closed while the wallet asks, opened again, the same wallet picked and approved: connected, the wallet asked once', async ({
  page,
  openDemo,
  devnet,
}) => {
  await openDemo({ walletMode: 'prompt', recordWalletRequests: true })
  await closeWhileWalletAsks(page)

  await page.locator('#connect').click()
  await devWalletTile(page).click()
  const connecting = modalDialog(page, 'AppKit Dev Wallet')
  await expect(connecting).toContainText('Continue in AppKit Dev Wallet')
  // The wallet's one prompt answers both picks: it is not asked a second time.
  await expect(devWalletPrompt(page)).toHaveCount(1)
  expect(await connectionRequestCount(page)).toBe(1)
  await devWalletPrompt(page).getByRole('button', { name: 'Approve' }).click()

  await expect(connecting).toBeHidden()
  await expectAccountShown(page, devnet)
  await expect(devWalletPrompt(page)).toHaveCount(0)
  expect(await connectionRequestCount(page)).toBe(1)
})

test('HOSTILE H: the modal closed while the wallet asks, opened again, the first request approved: connected', async ({
  page,
  openDemo,
  devnet,
}) => {
  await openDemo({ walletMode: 'prompt', recordWalletRequests: true })
  await closeWhileWalletAsks(page)

  await page.locator('#connect').click()
  const connect = modalDialog(page, 'Connect Wallet')
  await expect(connect).toBeVisible()
  await devWalletPrompt(page).getByRole('button', { name: 'Approve' }).click()

  await expect(connect).toBeHidden()
  await expectAccountShown(page, devnet)
  expect(await connectionRequestCount(page)).toBe(1)
})
