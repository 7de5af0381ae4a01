import { ANVIL_DEV_KEYS } from '@appkit/dev-wallet'
import { privateKeyToAddress } from 'viem/accounts'
import { expect, test } from './demoTest'
import { switchDevWalletChain } from './devWallet'
import { devWalletTile } from './modal'

test('changes made in the wallet (network, account, revoked authorization) reach AppKit and wagmi alike, and survive a reload', async ({
  page,
  openDemo,
}) => {
  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')

  await switchDevWalletChain(page, 137)
  await expect(page.getByTestId('appkit-network')).toHaveText('Polygon (devnet) (eip155:137)')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Polygon (devnet) (137)')

  const second = privateKeyToAddress(ANVIL_DEV_KEYS[1] as `0x${string}`)
  await page.evaluate(() => window.__appkitDevWallet?.switchAccount(1))
  await expect(page.getByTestId('appkit-address')).toHaveText(new RegExp(second, 'i'))
  await expect(page.getByTestId('wagmi-address')).toHaveText(new RegExp(second, 'i'))

  await page.reload()
  await expect(page.getByTestId('appkit-address')).toHaveText(new RegExp(second, 'i'))
  await expect(page.getByTestId('wagmi-address')).toHaveText(new RegExp(second, 'i'))
  await expect(page.getByTestId('appkit-network')).toHaveText('Polygon (devnet) (eip155:137)')
  await expect(page.getByTestId('wagmi-chain')).toHaveText('Polygon (devnet) (137)')

  await page.evaluate(() => window.__appkitDevWallet?.revokeAuthorization())
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
})
