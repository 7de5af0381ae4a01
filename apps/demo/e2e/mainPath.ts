import { type DevnetInfo, devnetPublicClient, getDevnetChain } from '@appkit/test'
import { expect, type Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { accountViewBalance } from './devnetExpectations'
import type { InputDriver } from './inputDriver'
import { devWalletTile, modalDialog } from './modal'

const lower = (text: string | null) => (text ?? '').toLowerCase()

async function expectConnected(
  page: Page,
  devnet: DevnetInfo,
  chain: { id: number; name: string },
) {
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  expect(lower(await page.getByTestId('appkit-address').textContent())).toBe(
    lower(devnet.devAccount),
  )
  expect(lower(await page.getByTestId('wagmi-address').textContent())).toBe(
    lower(devnet.devAccount),
  )
  await expect(page.getByTestId('appkit-network')).toHaveText(`${chain.name} (eip155:${chain.id})`)
  await expect(page.getByTestId('wagmi-chain')).toHaveText(`${chain.name} (${chain.id})`)
}

/**
 * The slice's main path on the demo, opened and untouched so far: connect with the dev wallet →
 * Account shows the devnet balance → sign (verified with viem) → send (receipt on the devnet) →
 * switch to chain 137 → reload restores it → disconnect → a reload stays disconnected. Every
 * press goes through `input`; focus returns to the AppKit button each time the modal closes.
 */
export async function runMainPath(
  page: Page,
  devnet: DevnetInfo,
  input: InputDriver,
): Promise<void> {
  const ethereum = { id: 1, name: 'Ethereum (devnet)' }
  const polygon = { id: 137, name: 'Polygon (devnet)' }
  const appKitButton = page.locator('#connect')

  await input.activate(appKitButton)
  await input.activate(devWalletTile(page))
  await expectConnected(page, devnet, ethereum)
  await expect(modalDialog(page, 'Connect Wallet')).toBeHidden()

  await input.activate(appKitButton)
  const accountView = modalDialog(page, 'Account')
  await expect(accountView).toContainText(await accountViewBalance(devnet, 1, devnet.devAccount))
  // SPEC §3 'Account tabs': Tokens first, with the devnet USDC the API reads for the account.
  await expect(accountView.getByRole('tabpanel', { name: 'Tokens' })).toContainText('USD Coin')
  await input.closeModal(accountView)
  await expect(accountView).toBeHidden()
  await expect(appKitButton).toBeFocused()

  await input.activate(page.getByRole('button', { name: 'Sign message' }))
  await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
  expect(await verifyMessage({ address: devnet.devAccount, message, signature })).toBe(true)

  await input.activate(page.getByRole('button', { name: 'Send transaction' }))
  await expect(page.getByTestId('transaction-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.getByTestId('transaction-hash').textContent()) as Hex
  const receipt = await devnetPublicClient(getDevnetChain(devnet, 1)).waitForTransactionReceipt({
    hash,
  })
  expect(receipt.status).toBe('success')
  expect(lower(receipt.from)).toBe(lower(devnet.devAccount))
  await expect(page.getByTestId('transaction-receipt')).toHaveText('success')

  const networkButton = page.getByRole('button', { name: ethereum.name, exact: true })
  await input.activate(networkButton)
  const networks = modalDialog(page, 'Choose Network')
  await input.activate(
    networks.getByRole('button', { name: new RegExp(polygon.name.replace(/[()]/g, '\\$&')) }),
  )
  await expectConnected(page, devnet, polygon)
  if (await networks.isVisible()) await input.closeModal(networks)

  // SPEC: after a reload the visitor is connected again, without a prompt, on the last network.
  await page.reload()
  await expectConnected(page, devnet, polygon)

  await input.activate(appKitButton)
  await input.activate(modalDialog(page, 'Account').getByRole('button', { name: 'Disconnect' }))
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  await expect(page.getByTestId('wagmi-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('appkit-modal-state')).toHaveText('closed')
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  await expect(appKitButton).toHaveText('Connect Wallet')
}
