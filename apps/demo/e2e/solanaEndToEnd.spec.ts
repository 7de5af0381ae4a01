import { generateKeyPairSync } from 'node:crypto'
import { SOLANA_DEV_ACCOUNT } from '@appkit/test'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { expect, test } from './demoTest'
import { modalDialog } from './modal'
import { lamportsOf, solanaNetworkId, solanaRpc, usdcUnitsOf, walletTile } from './solanaDemo'
import {
  injectSolanaDevWallet,
  setSolanaDevWalletForgery,
  setSolanaDevWalletMode,
} from './solanaDevWallet'

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

test("on Solana: Account shows the SOL and USDC balances apps/api reads; Send sends 0.5 SOL and 1 USDC (the receiver gets exactly that; the receipt links the signature to apps/api's transaction page, which shows it confirmed with that amount); a wallet's forged signature is refused by the chain: 'The network refused the transaction. Nothing was sent.' with the node's reason, the form keeps its values, nothing moves; the meld on-ramp URL asks for SOL (SPEC §4); a signed message verifies with @noble/curves", async ({
  page,
  devnet,
  openDemo,
}) => {
  // Three sends, an explorer page, the on-ramp and a signature: a long path on a shared machine.
  test.setTimeout(120_000)
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
  const fillSend = async (symbol: string, amount: string) => {
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
    return panel
  }
  const send = async (symbol: string, amount: string) => {
    const panel = await fillSend(symbol, amount)
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
    // The receipt links the signature to apps/api's transaction page (core's withApiExplorer):
    // followed, it shows the transaction as the chain has it, with what the receiver got.
    const link = panel.getByRole('link', { name: 'View transaction' })
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/explorer/${solanaNetworkId(devnet)}/tx/${signature}$`),
    )
    const [explorer] = await Promise.all([page.context().waitForEvent('page'), link.click()])
    await expect(explorer.getByRole('heading', { name: 'Transaction', level: 1 })).toBeVisible()
    await expect(explorer.getByRole('row', { name: `Signature ${signature}` })).toBeVisible()
    await expect(
      explorer.getByRole('row', { name: /^Status (Confirmed|Finalized)$/ }),
    ).toBeVisible()
    await expect(explorer.getByRole('row', { name: 'Result Succeeded' })).toBeVisible()
    await expect(
      explorer.getByRole('row', { name: `${receiver} ${symbol} +${amount} ${symbol}` }),
    ).toBeVisible()
    await explorer.close()
    await panel.getByRole('button', { name: 'Back to account' }).click()
  }
  await send('SOL', '0.5')
  expect(await lamportsOf(devnet, receiver)).toBe(500_000_000)
  await send('USDC', '1')
  expect(await usdcUnitsOf(devnet, receiver)).toBe(1_000_000n)

  // A broken or hostile wallet: the dev wallet signs with a forged signature; the chain refuses
  // it and the modal says so with the node's reason; the form keeps its values; nothing moves.
  const senderLamports = await lamportsOf(devnet, SOLANA_DEV_ACCOUNT.address)
  await setSolanaDevWalletForgery(page, true)
  const refused = await fillSend('SOL', '0.25')
  await expect(refused.getByRole('alert')).toHaveText(
    'The network refused the transaction. Nothing was sent. Reason: The Solana network refused the transaction: Transaction signature verification failure',
  )
  await expect(refused.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.25')
  await expect(refused.getByRole('textbox', { name: 'To' })).toHaveValue(receiver)
  expect(await lamportsOf(devnet, receiver)).toBe(500_000_000)
  expect(await lamportsOf(devnet, SOLANA_DEV_ACCOUNT.address)).toBe(senderLamports)
  await setSolanaDevWalletForgery(page, false)
  await refused.getByRole('button', { name: 'Back', exact: true }).click()
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
