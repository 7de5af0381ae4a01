import { getDevnetChain } from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { expect, test } from './demoTest'
import { devWalletPrompt, setDevWalletMode, switchDevWalletChain } from './devWallet'
import { devWalletTile, modalDialog } from './modal'

/** A chain id the dapp does not configure; the dev wallet forwards its reads to chain 1. */
const UNCONFIGURED_CHAIN_ID = 31337

test.use({ reducedMotion: 'reduce' })

test('axe finds no violation on Connect, AllWallets and ConnectingExternal (pending, declined); Escape returns focus to the connect button', async ({
  page,
  openDemo,
}) => {
  await openDemo({ walletMode: 'prompt' })
  const connectButton = page.locator('#connect')
  await connectButton.click()
  const connect = modalDialog(page, 'Connect Wallet')
  await expect(devWalletTile(page)).toBeVisible()
  expect(await analyzeModalWithAxe(page), 'Connect').toEqual([])

  await connect.getByRole('button', { name: /All Wallets/ }).click()
  const allWallets = modalDialog(page, 'All Wallets')
  await expect(allWallets.getByRole('button', { name: /MetaMask/ })).toBeVisible()
  expect(await analyzeModalWithAxe(page), 'AllWallets').toEqual([])
  await allWallets.getByRole('button', { name: 'Back', exact: true }).click()

  await devWalletTile(page).click()
  const connecting = modalDialog(page, 'AppKit Dev Wallet')
  await expect(connecting).toContainText('Continue in AppKit Dev Wallet')
  expect(await analyzeModalWithAxe(page), 'ConnectingExternal pending').toEqual([])
  await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(connecting).toContainText('Connection rejected')
  expect(await analyzeModalWithAxe(page), 'ConnectingExternal declined').toEqual([])

  await page.keyboard.press('Escape')
  await expect(connecting).toBeHidden()
  await expect(connectButton).toBeFocused()
})

test('axe finds no violation on Account, Networks, SwitchNetwork (pending, declined), ProfileWallets and UnsupportedChain; closing returns focus to the button that opened the modal', async ({
  page,
  devnet,
  openDemo,
}) => {
  await openDemo({
    extraRpcUrls: { [UNCONFIGURED_CHAIN_ID]: getDevnetChain(devnet, 1).rpcUrl },
  })
  const appKitButton = page.locator('#connect')
  await appKitButton.click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')

  await appKitButton.click()
  const account = modalDialog(page, 'Account')
  await expect(account.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  await expect(account).toContainText('ETH')
  expect(await analyzeModalWithAxe(page), 'Account').toEqual([])
  await account.getByRole('button', { name: 'Close' }).click()
  await expect(appKitButton).toBeFocused()

  const networkButton = page.getByRole('button', { name: 'Ethereum (devnet)', exact: true })
  await networkButton.click()
  const networks = modalDialog(page, 'Choose Network')
  await expect(networks.getByRole('button', { name: /Polygon \(devnet\)/ })).toBeVisible()
  expect(await analyzeModalWithAxe(page), 'Networks').toEqual([])

  await setDevWalletMode(page, 'prompt')
  await networks.getByRole('button', { name: /Polygon \(devnet\)/ }).click()
  const switching = modalDialog(page, 'Polygon (devnet)')
  await expect(switching).toContainText('Approve in wallet')
  expect(await analyzeModalWithAxe(page), 'SwitchNetwork pending').toEqual([])
  await devWalletPrompt(page).getByRole('button', { name: 'Reject' }).click()
  await expect(switching).toContainText('Switch declined')
  expect(await analyzeModalWithAxe(page), 'SwitchNetwork declined').toEqual([])
  await page.keyboard.press('Escape')
  await expect(switching).toBeHidden()
  await expect(networkButton).toBeFocused()
  await setDevWalletMode(page, 'approve')

  const openProfileWallets = page.getByRole('button', { name: 'Open ProfileWallets' })
  await openProfileWallets.click()
  const profileWallets = modalDialog(page, 'Connected Wallets')
  await expect(profileWallets).toContainText('AppKit Dev Wallet')
  expect(await analyzeModalWithAxe(page), 'ProfileWallets').toEqual([])
  await page.keyboard.press('Escape')
  await expect(openProfileWallets).toBeFocused()

  // The wallet moves to a network the dapp does not configure: UnsupportedChain opens.
  await switchDevWalletChain(page, UNCONFIGURED_CHAIN_ID)
  const unsupported = modalDialog(page, 'Switch Network')
  await expect(unsupported).toContainText("This app doesn't support your wallet's current network")
  expect(await analyzeModalWithAxe(page), 'UnsupportedChain').toEqual([])
  await unsupported.getByRole('button', { name: /Ethereum \(devnet\)/ }).click()
  await expect(page.getByTestId('appkit-network')).toHaveText('Ethereum (devnet) (eip155:1)')
})

test('the axe check sees inside the modal shadow root: a planted image without alt text is reported', async ({
  page,
  openDemo,
}) => {
  await openDemo()
  await page.locator('#connect').click()
  await expect(devWalletTile(page)).toBeVisible()
  await page.locator('appkit-modal').evaluate((host) => {
    const image = document.createElement('img')
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
    host.shadowRoot?.querySelector('[role="dialog"]')?.append(image)
  })
  expect((await analyzeModalWithAxe(page)).map((violation) => violation.id)).toContain('image-alt')
})
