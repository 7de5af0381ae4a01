import { fileURLToPath } from 'node:url'
import { type RunningBitcoinApiServer, startBitcoinApiServer } from '@appkit/api'
import { formatFee } from '@appkit/core/internal'
import { createBip122Verifier } from '@appkit/siwx'
import {
  type BitcoinDevnet,
  bitcoinRpc,
  DEV_BITCOIN_COINBASE_SATS,
  devBitcoinKeys,
  mineBitcoinBlocks,
  startBitcoinDevnet,
} from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import type { Locator, Page } from '@playwright/test'
import { expect, test as harnessTest, modalDialog, shootDialog } from './harnessTest'

type BitcoinWindow = {
  harness: {
    appKit: {
      getIsConnected(): boolean
      getCaipAddress(namespace?: string): string | undefined
      core: { send: { lastHash: string | undefined } }
    }
    signMessage(message: string): Promise<string>
  }
}

// The regtest bitcoind (dev keys funded: 50 BTC each) and apps/api's bip122 routes on it, one
// per worker, beside the Bitcoin harness page: the real adapter, dev wallet and node end to end.
const test = harnessTest.extend<
  object,
  { harness: BundledPageServer; bitcoin: { devnet: BitcoinDevnet; api: RunningBitcoinApiServer } }
>({
  bitcoin: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const devnet = await startBitcoinDevnet()
      const api = await startBitcoinApiServer(devnet.info)
      await use({ devnet, api })
      await api.close()
      await devnet.node.stop()
    },
    { scope: 'worker' },
  ],
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const server = await startBundledPageServer({
        entry: fileURLToPath(new URL('./page/bitcoinPage.ts', import.meta.url)),
        title: 'Bitcoin harness',
        body: '<main id="harness"></main>',
      })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
})

// APPKIT_BITCOIN_SHOTS=<folder>: screenshots of Account, Send and Receive (light, dark, 375 px).
const shots = process.env.APPKIT_BITCOIN_SHOTS

const shoot = (page: Page, dialog: Locator, name: string) => shootDialog(page, dialog, shots, name)

/** The unspent outputs bitcoind's UTXO set holds for an address (mempool left out), in sats. */
async function utxosOf(devnet: BitcoinDevnet, address: string) {
  const { unspents } = await bitcoinRpc<{
    unspents: { txid: string; vout: number; amount: number }[]
  }>(devnet.info, 'scantxoutset', ['start', [`addr(${address})`]])
  return unspents.map((utxo) => ({ txid: utxo.txid, value: Math.round(utxo.amount * 1e8) }))
}

/** The sats bitcoind's UTXO set holds for an address (mempool left out). */
const satsOf = async (devnet: BitcoinDevnet, address: string) =>
  (await utxosOf(devnet, address)).reduce((sum, utxo) => sum + utxo.value, 0)

const harnessWindow = (page: Page) =>
  page.evaluate(() => {
    const { appKit } = (window as unknown as BitcoinWindow).harness
    return { connected: appKit.getIsConnected(), caipAddress: appKit.getCaipAddress() }
  })

/** Opens the Bitcoin harness page on the worker's apps/api with `query` (`key=6&sats=1`, ...). */
async function openHarnessPage(
  page: Page,
  fixtures: { harness: BundledPageServer; bitcoin: { api: RunningBitcoinApiServer } },
  query: string,
): Promise<void> {
  const api = encodeURIComponent(fixtures.bitcoin.api.url)
  await page.goto(`${fixtures.harness.url}/?api=${api}&${query}`)
  await page.waitForFunction(() => 'harness' in window)
}

/** Reloads the harness page and waits for it. */
async function reloadHarnessPage(page: Page): Promise<void> {
  await page.reload()
  await page.waitForFunction(() => 'harness' in window)
}

/** Fills Send with `amount` to `to` and asks for Review; resolves with the fee shown, in sats. */
async function reviewSend(send: Locator, amount: string, to: string): Promise<number> {
  await send.getByLabel('Amount', { exact: true }).fill(amount)
  await send.getByLabel('To', { exact: true }).fill(to)
  await send.getByRole('button', { name: 'Review' }).click()
  // The fee (the node's fee rate × the PSBT's vsize) before the wallet is asked to sign.
  const feeText = await send.locator('.ak-send-fee dd').textContent()
  // The text shows the fee rounded up to 4 significant digits; its <data> element holds it exact.
  const feeValue = await send.locator('.ak-send-fee data').getAttribute('value')
  expect(feeText, 'the fee shown is the exact fee, rounded up').toBe(
    `${formatFee(feeValue ?? '')} BTC`,
  )
  const feeMatch = /^(0\.\d+)$/.exec(feeValue ?? '')
  expect(feeMatch, `fee shown: ${feeText}`).not.toBeNull()
  return Math.round(Number(feeMatch![1]) * 1e8)
}

/** The hash of the modal's last send. */
const lastSendHash = (page: Page) =>
  page.evaluate(() => (window as unknown as BitcoinWindow).harness.appKit.core.send.lastHash)

/** Signs `message` through the adapter on the page (BIP-322, payment key). */
const signOnPage = (page: Page, message: string) =>
  page.evaluate((text) => (window as unknown as BitcoinWindow).harness.signMessage(text), message)

test('Bitcoin end to end on regtest (issue 14): connect the dev wallet, Account shows the balance and both accounts, send 0.1 BTC with the fee shown before signing, Receive shows a bitcoin: URI, a signed message verifies, a reload reconnects', async ({
  page,
  harness,
  bitcoin,
}) => {
  const sender = devBitcoinKeys()[6]!
  const receiver = devBitcoinKeys()[9]!
  await openHarnessPage(page, { harness, bitcoin }, 'key=6')
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await modalDialog(page, 'Connect Wallet')
    .getByRole('button', { name: /AppKit Dev Wallet/ })
    .click()
  await expect.poll(async () => (await harnessWindow(page)).connected).toBe(true)
  // SPEC §9: the default Bitcoin account type is payment: the payment account is the active one.
  expect((await harnessWindow(page)).caipAddress).toBe(
    `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${sender.payment.address}`,
  )

  await page.getByRole('button', { name: 'Open AppKit' }).click()
  const account = modalDialog(page, 'Account')
  await expect(account).toContainText('50 BTC')
  const accounts = account.getByRole('region', { name: 'Accounts' }).getByRole('listitem')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0)).toContainText('Payment')
  await expect(accounts.nth(0)).toContainText('Active')
  await expect(accounts.nth(0).locator('[title]')).toHaveAttribute('title', sender.payment.address)
  await expect(accounts.nth(1)).toContainText('Ordinals')
  await expect(accounts.nth(1).locator('[title]')).toHaveAttribute('title', sender.ordinal.address)
  expect(await analyzeModalWithAxe(page), 'Account').toEqual([])
  await shoot(page, account, 'account')

  await account.getByRole('button', { name: 'Send' }).click()
  const send = modalDialog(page, 'Send')
  const fee = await reviewSend(send, '0.1', receiver.payment.address)
  expect(fee).toBeGreaterThan(0)
  expect(await analyzeModalWithAxe(page), 'Send with its fee').toEqual([])
  await shoot(page, send, 'send')
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send).toContainText('Sent 0.1 BTC')
  const txid = await lastSendHash(page)
  expect(txid).toMatch(/^[0-9a-f]{64}$/)

  // Mined: the receiver holds exactly 0.1 BTC more, the sender exactly 0.1 BTC and the fee less.
  await mineBitcoinBlocks(bitcoin.devnet.info, 1)
  expect(await utxosOf(bitcoin.devnet, receiver.payment.address)).toEqual(
    expect.arrayContaining([{ txid, value: 10_000_000 }]),
  )
  expect(await satsOf(bitcoin.devnet, receiver.payment.address)).toBe(
    DEV_BITCOIN_COINBASE_SATS + 10_000_000,
  )
  expect(await satsOf(bitcoin.devnet, sender.payment.address)).toBe(
    DEV_BITCOIN_COINBASE_SATS - 10_000_000 - fee,
  )

  await send.getByRole('button', { name: 'Back to account' }).click()
  await account.getByRole('button', { name: 'Receive' }).click()
  const receive = modalDialog(page, 'Receive')
  await expect(
    receive.getByRole('img', { name: `QR code of bitcoin:${sender.payment.address}` }),
  ).toBeVisible()
  await expect(receive).toContainText(sender.payment.address)
  await shoot(page, receive, 'receive')
  await page.keyboard.press('Escape')

  // A message signed through the adapter (BIP-322, payment key) verifies with the siwx verifier.
  const message = 'Bitcoin harness: hello from regtest'
  const signature = await signOnPage(page, message)
  const verifier = createBip122Verifier()
  const signed = {
    message,
    signature,
    account: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${sender.payment.address}`,
  }
  await expect(verifier.verifySignature(signed)).resolves.toBeUndefined()
  await expect(verifier.verifySignature({ ...signed, message: `${message}!` })).rejects.toThrow()

  // A reload restores the connection without asking (the wallet remembers this site).
  await reloadHarnessPage(page)
  await expect
    .poll(() => harnessWindow(page))
    .toEqual({
      connected: true,
      caipAddress: `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${sender.payment.address}`,
    })
})

/** A wallet's tile in Connect, by connector id (both dev wallets are named 'AppKit Dev Wallet'). */
const walletTile = (page: Page, connectorId: string) =>
  modalDialog(page, 'Connect Wallet').locator(`[data-wallet-id="connector:${connectorId}"]`)

const namespaceAddresses = (page: Page) =>
  page.evaluate(() => {
    const { appKit } = (window as unknown as BitcoinWindow).harness
    return {
      eip155: appKit.getCaipAddress('eip155'),
      bip122: appKit.getCaipAddress('bip122'),
      active: appKit.getCaipAddress(),
    }
  })

test("SPEC §2 'Switching network' from an EVM account to Bitcoin opens SwitchActiveChain, then Connect lists the Bitcoin wallet; each namespace keeps its account and a reload restores both", async ({
  page,
  harness,
  bitcoin,
}) => {
  const key = devBitcoinKeys()[7]!
  const bitcoinAccount = `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${key.payment.address}`
  const evmAccount = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  await openHarnessPage(page, { harness, bitcoin }, 'key=7&evm=1')
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await walletTile(page, 'dev.appkit.wallet').click()
  await expect.poll(() => namespaceAddresses(page)).toMatchObject({ active: evmAccount })

  await page.getByRole('button', { name: 'Choose network' }).click()
  await modalDialog(page, 'Choose Network')
    .getByRole('button', { name: /Bitcoin Regtest/ })
    .click()
  const switchChain = modalDialog(page, 'Switch Chain')
  await expect(switchChain).toContainText('The connected wallet does not support Bitcoin.')
  await switchChain.getByRole('button', { name: 'Switch to Bitcoin' }).click()
  // Connect now offers the Bitcoin wallet for the chosen network.
  const bitcoinTile = walletTile(page, 'AppKit Dev Wallet')
  await expect(bitcoinTile).toBeVisible()
  await bitcoinTile.click()
  await expect
    .poll(() => namespaceAddresses(page))
    .toEqual({
      eip155: evmAccount,
      bip122: bitcoinAccount,
      active: bitcoinAccount,
    })
  // Account shows the Bitcoin accounts (payment active) of the network now active.
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  const account = modalDialog(page, 'Account')
  await expect(account).toContainText('50 BTC')
  const accounts = account.getByRole('region', { name: 'Accounts' }).getByRole('listitem')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0).locator('[title]')).toHaveAttribute('title', key.payment.address)
  await page.keyboard.press('Escape')

  // Back on the EVM network: its account is still there, no new connect asked.
  await page.getByRole('button', { name: 'Choose network' }).click()
  await modalDialog(page, 'Choose Network')
    .getByRole('button', { name: /Ethereum \(harness\)/ })
    .click()
  await expect
    .poll(() => namespaceAddresses(page))
    .toEqual({
      eip155: evmAccount,
      bip122: bitcoinAccount,
      active: evmAccount,
    })

  // A reload restores both connections without asking.
  await reloadHarnessPage(page)
  await expect
    .poll(() => namespaceAddresses(page))
    .toMatchObject({ eip155: evmAccount, bip122: bitcoinAccount })
})

test('a sats-connect wallet (window.btc_providers) on regtest: Connect lists it, Account shows both accounts, Send pays 0.1 BTC with the fee shown before signing (signPsbt), a BIP-322 message verifies with @appkit/siwx, a reload restores it (wallet_getAccount)', async ({
  page,
  harness,
  bitcoin,
}) => {
  const sender = devBitcoinKeys()[5]!
  const receiver = devBitcoinKeys()[4]!
  const payment = `bip122:0f9188f13cb7b2c71f2a335e3a4fc328:${sender.payment.address}`
  await openHarnessPage(page, { harness, bitcoin }, 'key=5&sats=1')
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await walletTile(page, 'AppKit Dev Wallet (sats-connect)').click()
  await expect.poll(async () => (await harnessWindow(page)).caipAddress).toBe(payment)

  await page.getByRole('button', { name: 'Open AppKit' }).click()
  const account = modalDialog(page, 'Account')
  await expect(account).toContainText('50 BTC')
  const accounts = account.getByRole('region', { name: 'Accounts' }).getByRole('listitem')
  await expect(accounts).toHaveCount(2)
  await expect(accounts.nth(0).locator('[title]')).toHaveAttribute('title', sender.payment.address)
  await expect(accounts.nth(1).locator('[title]')).toHaveAttribute('title', sender.ordinal.address)

  await account.getByRole('button', { name: 'Send' }).click()
  const send = modalDialog(page, 'Send')
  const fee = await reviewSend(send, '0.1', receiver.payment.address)
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send).toContainText('Sent 0.1 BTC')
  const txid = await lastSendHash(page)
  await mineBitcoinBlocks(bitcoin.devnet.info, 1)
  expect(await utxosOf(bitcoin.devnet, receiver.payment.address)).toEqual(
    expect.arrayContaining([{ txid, value: 10_000_000 }]),
  )
  expect(await satsOf(bitcoin.devnet, sender.payment.address)).toBe(
    DEV_BITCOIN_COINBASE_SATS - 10_000_000 - fee,
  )
  await page.keyboard.press('Escape')

  const message = 'sats-connect harness: hello from regtest'
  const signature = await signOnPage(page, message)
  const verifier = createBip122Verifier()
  await expect(
    verifier.verifySignature({ message, signature, account: payment }),
  ).resolves.toBeUndefined()

  await reloadHarnessPage(page)
  await expect.poll(() => harnessWindow(page)).toEqual({ connected: true, caipAddress: payment })
})
