import { expect, test } from './demoTest'
import { setDevWalletMode } from './devWallet'
import { devWalletTile } from './modal'

test("a refused switch through useAppKitNetwork().switchNetwork rejects with the wallet's 4001 error, which the demo shows; the network stays and no modal opens", async ({
  page,
  openDemo,
}) => {
  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await setDevWalletMode(page, 'reject')
  const card = page.getByRole('region', { name: 'Switch network' })
  await card.getByRole('button', { name: 'Switch to Polygon (devnet)' }).click()
  await expect(card.getByRole('alert')).toHaveText(/rejected/i)
  await expect(page.getByTestId('appkit-network')).toHaveText('Ethereum (devnet) (eip155:1)')
  await expect(page.locator('appkit-modal').getByRole('dialog')).toHaveCount(0)
})
