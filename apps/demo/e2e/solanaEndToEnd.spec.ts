import { generateKeyPairSync } from 'node:crypto'
import { SOLANA_DEV_ACCOUNT } from '@appkit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { expect, test } from './demoTest'
import { modalDialog } from './modal'
import { lamportsOf, solanaNetworkId, solanaRpc, usdcUnitsOf, walletTile } from './solanaDemo'
import { injectSolanaDevWallet, setSolanaDevWalletMode } from './solanaDevWallet'

const SOLANA_WALLET = 'AppKit Dev Wallet'
const EVM_WALLET = 'dev.appkit.wallet'

test("SPEC §2 'Switching network' from an EVM account to Solana opens SwitchActiveChain, then Connect; a refusal in the Solana wallet shows 'Connection rejected' and Try again connects; each namespace keeps its account and a reload restores both", async ({
  page,
  devnet,
  openDemo,
}) => {
  await injectSolanaDevWallet(page, devnet, 'reject')
  await openDemo()
  await page.locator('#connect').click()
  await walletTile(page, EVM_WALLET).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')

  await page.getByRole('button', { name: 'Ethereum (devnet)', exact: true }).click()
  await modalDialog(page, 'Choose Network')
    .getByRole('button', { name: /Solana Local/ })
    .click()
  const switchChain = modalDialog(page, 'Switch Chain')
  await switchChain.getByRole('button', { name: 'Switch to Solana' }).click()
  const solanaTile = walletTile(page, SOLANA_WALLET)
  await expect(solanaTile).toContainText('Solana')
  await solanaTile.click()
  const connecting = page.locator('appkit-modal').getByRole('dialog')
  await expect(connecting).toContainText('Connection rejected')
  await expect(page.getByTestId('solana-status')).toHaveText('disconnected')
  await setSolanaDevWalletMode(page, 'approve')
  await connecting.getByRole('button', { name: 'Try again' }).click()

  const bothConnected = async () => {
    await expect(page.getByTestId('solana-address')).toHaveText(SOLANA_DEV_ACCOUNT.address)
    await expect(page.getByTestId('appkit-network')).toHaveText(
      `Solana Local (${solanaNetworkId(devnet)})`,
    )
    // The EVM account stays connected beside it (wagmi's hooks and AppKit's agree).
    await expect(page.getByTestId('wagmi-address')).toHaveText(
      new RegExp(`^${devnet.devAccount}$`, 'i'),
    )
  }
  await bothConnected()
  await expect(page.getByTestId('appkit-address')).toHaveText(SOLANA_DEV_ACCOUNT.address)
  await page.reload()
  await bothConnected()
})

test('on Solana: Account shows the SOL and USDC balances apps/api reads; Send sends 0.5 SOL and 1 USDC (the receiver gets exactly that, the receipt names the signature the chain has); the meld on-ramp URL asks for SOL (SPEC §4); a signed message verifies with @noble/curves', async ({
  page,
  devnet,
  openDemo,
}) => {
  await injectSolanaDevWallet(page, devnet, 'approve')
  const apiBalance = page.waitForResponse(
    (response) =>
      response.url().includes(`/v1/account/${SOLANA_DEV_ACCOUNT.address}/balance`) && response.ok(),
  )
  await openDemo()
  await page.locator('#connect').click()
  await walletTile(page, SOLANA_WALLET).click()
  await expect(page.getByTestId('solana-status')).toHaveText('connected')

  await page.locator('#connect').click()
  const account = modalDialog(page, 'Account')
  const balances = (await (await apiBalance).json()) as {
    balances: { symbol: string; quantity: { numeric: string } }[]
  }
  // apps/api read the chain: its SOL and USDC are what the devnet holds for the account.
  const quantity = (symbol: string) =>
    Number(balances.balances.find((balance) => balance.symbol === symbol)?.quantity.numeric)
  expect(quantity('SOL')).toBe((await lamportsOf(devnet, SOLANA_DEV_ACCOUNT.address)) / 1e9)
  expect(quantity('USDC')).toBe(Number(await usdcUnitsOf(devnet, SOLANA_DEV_ACCOUNT.address)) / 1e6)
  await expect(account.getByRole('tabpanel', { name: 'Tokens' })).toContainText('USD Coin')
  await expect(account).toContainText('SOL')

  // A receiver with nothing yet: a fresh ed25519 key.
  const { publicKey } = generateKeyPairSync('ed25519')
  const receiver = base58.encode(
    new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }).subarray(-32)),
  )
  const send = async (symbol: string, amount: string) => {
    await account.getByRole('button', { name: 'Send' }).click()
    const panel = modalDialog(page, 'Send')
    const token = panel.getByRole('combobox', { name: 'Token' })
    const option = await token
      .locator('option', { hasText: new RegExp(`^${symbol} `) })
      .getAttribute('value')
    await token.selectOption(option ?? '')
    await panel.getByRole('textbox', { name: 'Amount' }).fill(amount)
    await panel.getByRole('textbox', { name: 'To' }).fill(receiver)
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByText(`Sent ${amount} ${symbol}`)).toBeVisible()
    const signature = ((await panel.getByText(/^Transaction /).textContent()) ?? '').replace(
      'Transaction ',
      '',
    )
    const [status] = (
      await solanaRpc<{ value: ({ err: unknown } | null)[] }>(devnet, 'getSignatureStatuses', [
        [signature],
      ])
    ).value
    expect(status).toMatchObject({ err: null })
    await panel.getByRole('button', { name: 'Back to account' }).click()
  }
  await send('SOL', '0.5')
  expect(await lamportsOf(devnet, receiver)).toBe(500_000_000)
  await send('USDC', '1')
  expect(await usdcUnitsOf(devnet, receiver)).toBe(1_000_000n)
  // SPEC §4: meld's destination currency is SOL on Solana (the URL the panel opens; the page's
  // window.open records it instead of leaving 127.0.0.1).
  await page.evaluate(() => {
    window.open = (url?: string | URL) => {
      document.body.dataset.opened = String(url)
      return null
    }
  })
  await account.getByRole('button', { name: 'Buy crypto' }).click()
  const buy = modalDialog(page, 'Buy crypto')
  await buy.getByRole('combobox', { name: 'Provider' }).selectOption('meld')
  await buy.getByRole('textbox', { name: 'Amount' }).fill('20')
  await buy.getByRole('button', { name: 'Buy SOL' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-opened', /destinationCurrencyCode=SOL/)
  const opened = new URL((await page.locator('body').getAttribute('data-opened')) ?? '')
  expect(opened.searchParams.get('walletAddress')).toBe(SOLANA_DEV_ACCOUNT.address)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Sign on Solana' }).click()
  await expect(page.getByTestId('solana-signature')).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
  const signature = base58.decode((await page.getByTestId('solana-signature').textContent()) ?? '')
  const message = await page.getByRole('textbox', { name: 'Text to sign on Solana' }).inputValue()
  const key = base58.decode(SOLANA_DEV_ACCOUNT.address)
  expect(ed25519.verify(signature, new TextEncoder().encode(message), key)).toBe(true)
  expect(ed25519.verify(signature, new TextEncoder().encode(`${message}!`), key)).toBe(false)
})
