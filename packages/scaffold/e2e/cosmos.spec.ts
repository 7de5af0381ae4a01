import { fileURLToPath } from 'node:url'
import { type RunningApiServer, startApiServer } from '@appkit/api'
import { formatFee } from '@appkit/core/internal'
import { DEV_WALLET_NAME } from '@appkit/dev-wallet'
import {
  COSMOS_DEV_ADDRESSES,
  COSMOS_DEV_BALANCE,
  type CosmosDevnet,
  startCosmosDevnet,
  verifyAdr036Signature,
} from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import type { Page } from '@playwright/test'
import { expect, test as harnessTest, modalDialog, shootDialog } from './harnessTest'

type CosmosWindow = {
  harness: {
    appKit: { getIsConnected(): boolean; getCaipAddress(): string | undefined }
    signMessage(message: string): Promise<{ signature: string; publicKey: string }>
    forgeSignatures: boolean
  }
  __appkitCosmosDevWallet: { setMode(mode: 'approve' | 'reject'): void }
}

// The devnet's Cosmos SIMULATOR (a bank ledger in CometBFT's RPC shapes with LCD routes, checking
// signatures with cosmjs' own code: no cosmos-sdk node can run here), apps/api reading its
// balances and history, and the Cosmos harness page, one per worker: the real adapter, dev wallet
// and modal end to end against the simulator.
const test = harnessTest.extend<
  object,
  { harness: BundledPageServer; cosmos: { devnet: CosmosDevnet; api: RunningApiServer } }
>({
  cosmos: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const devnet = await startCosmosDevnet()
      const api = await startApiServer({
        host: '127.0.0.1',
        port: 0,
        database: {},
        logger: false,
        indexer: false,
        chains: [],
        cosmosChains: devnet.chains.map((chain) => ({
          chainId: `cosmos:${chain.chainId}`,
          name: `Cosmos ${chain.chainId} (simulator)`,
          rpcUrl: chain.rpcUrl,
          restUrl: chain.restUrl,
          denom: chain.denom,
          coin: { name: 'Cosmos Hub Atom', symbol: 'ATOM', decimals: 6 },
        })),
        // Configured as a deployment that prices ATOM would be (the chain not marked testnet):
        // apps/api's price table is configuration, and the Tokens tab shows its fiat value.
        prices: { ATOM: 8.25 },
      })
      await use({ devnet, api })
      await api.close()
      await devnet.stop()
    },
    { scope: 'worker' },
  ],
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const server = await startBundledPageServer({
        entry: fileURLToPath(new URL('./page/cosmosPage.ts', import.meta.url)),
        title: 'Cosmos harness',
        body: '<main id="harness"></main>',
      })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
})

const harnessState = (page: Page) =>
  page.evaluate(() => {
    const { appKit } = (window as unknown as CosmosWindow).harness
    return { connected: appKit.getIsConnected(), caipAddress: appKit.getCaipAddress() }
  })

const ATOM = 1_000_000n

// APPKIT_COSMOS_SHOTS=<folder>: screenshots of Send (with its fee) and Receive (light, dark, 375 px).
const shots = process.env.APPKIT_COSMOS_SHOTS

test("Cosmos end to end on the simulator (issue 15): 'Connection rejected' on the wallet's refusal, then connect; Account shows the ATOM balance from apps/api with the fiat value of the ATOM price apps/api is configured with; send 1.5 ATOM with the fee shown before signing, after which the balance drops and Activity lists the transfer without a reload; a forged signature is refused by the simulator and nothing is sent; an ADR-036 message verifies with cosmjs; after a reload the connection is restored and Activity shows the transfer", async ({
  page,
  harness,
  cosmos,
}) => {
  // One long visitor journey on a shared 2-core machine: signing, inclusion and a reload.
  test.setTimeout(240_000)
  const chain = cosmos.devnet.chains[0]!
  const ledger = cosmos.devnet.ledgers[0]!
  const sender = COSMOS_DEV_ADDRESSES[2]!
  const receiver = COSMOS_DEV_ADDRESSES[7]!
  const caipAddress = `cosmos:${chain.chainId}:${sender}`
  const query = new URLSearchParams({
    rpc: chain.rpcUrl,
    chain: chain.chainId,
    api: cosmos.api.url,
    key: '2',
  })
  await page.goto(`${harness.url}/?${query}`)
  await page.waitForFunction(() => 'harness' in window)

  // SPEC §8: the wallet's refusal shows 'Connection rejected'; Try again connects once it approves.
  await page.evaluate(() =>
    (window as unknown as CosmosWindow).__appkitCosmosDevWallet.setMode('reject'),
  )
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await modalDialog(page, 'Connect Wallet')
    .getByRole('button', { name: new RegExp(DEV_WALLET_NAME) })
    .click()
  const connecting = page.locator('appkit-modal').getByRole('dialog')
  await expect(connecting).toContainText('Connection rejected')
  expect((await harnessState(page)).connected).toBe(false)
  await page.evaluate(() =>
    (window as unknown as CosmosWindow).__appkitCosmosDevWallet.setMode('approve'),
  )
  await connecting.getByRole('button', { name: 'Try again' }).click()
  await expect.poll(async () => (await harnessState(page)).connected).toBe(true)
  expect((await harnessState(page)).caipAddress).toBe(caipAddress)

  // Account: the native balance (the adapter) and the Tokens tab from apps/api, which reads the
  // simulator's LCD and prices ATOM from its configured table (8.25 USD).
  const apiBalance = page.waitForResponse(
    (response) => response.url().startsWith(cosmos.api.url) && /\/balance\?/.test(response.url()),
  )
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  const account = modalDialog(page, 'Account')
  await expect(account).toContainText('1000 ATOM', { timeout: 30_000 })
  const balances = (await (await apiBalance).json()) as {
    balances: { symbol: string; quantity: { numeric: string }; value?: number }[]
  }
  expect(balances.balances).toEqual([
    expect.objectContaining({
      symbol: 'ATOM',
      quantity: expect.objectContaining({ numeric: String(COSMOS_DEV_BALANCE / ATOM) }),
    }),
  ])
  expect(balances.balances[0]).toMatchObject({ price: 8.25, value: 8250 })
  const tokens = account.getByRole('tabpanel')
  await expect(tokens.getByRole('listitem')).toHaveCount(1)
  await expect(tokens.getByRole('listitem')).toContainText('ATOM')
  await expect(tokens.getByRole('listitem')).toContainText('1000')
  await expect(tokens.getByRole('listitem')).toContainText('$8,250.00')
  expect(await analyzeModalWithAxe(page), 'Account').toEqual([])

  // Send 1.5 ATOM: Review shows the fee (the simulated gas at the gas price) before signing.
  const receiverBefore = ledger.balance(receiver)
  const senderBefore = ledger.balance(sender)
  await account.getByRole('button', { name: 'Send' }).click()
  const send = modalDialog(page, 'Send')
  await send.getByLabel('Amount', { exact: true }).fill('1.5')
  await send.getByLabel('To', { exact: true }).fill(receiver)
  await send.getByRole('button', { name: 'Review' }).click()
  const feeText = await send.locator('.ak-send-fee dd').textContent()
  // The text shows the fee rounded up to 4 significant digits; its <data> element holds it exact.
  const feeValue = await send.locator('.ak-send-fee data').getAttribute('value')
  expect(feeText, 'the fee shown is the exact fee, rounded up').toBe(
    `${formatFee(feeValue ?? '')} ATOM`,
  )
  const feeMatch = /^(0\.\d+)$/.exec(feeValue ?? '')
  expect(feeMatch, `fee shown: ${feeText}`).not.toBeNull()
  const fee = BigInt(Math.round(Number(feeMatch![1]) * 1e6))
  expect(fee).toBeGreaterThan(0n)
  expect(await analyzeModalWithAxe(page), 'Send with its fee').toEqual([])
  await shootDialog(page, send, shots, 'cosmos-send')
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send).toContainText('Sent 1.5 ATOM', { timeout: 60_000 })
  // Included: the receiver holds exactly 1.5 ATOM more, the sender 1.5 ATOM and the fee shown less.
  expect(ledger.balance(receiver) - receiverBefore).toBe(1_500_000n)
  expect(senderBefore - ledger.balance(sender)).toBe(1_500_000n + fee)

  // Back on Account without a reload: the balance has dropped and Activity (loaded when Account
  // first showed, before the send) already lists the transfer just made.
  await send.getByRole('button', { name: 'Back to account' }).click()
  await expect(account).not.toContainText('1000 ATOM', { timeout: 30_000 })
  await expect(account).toContainText(/998\.\d+ ATOM/)
  await account.getByRole('tab', { name: 'Activity' }).click()
  const sentActivity = account.getByRole('tabpanel')
  await expect(sentActivity).toContainText('-1.500 ATOM', { timeout: 30_000 })
  await expect(sentActivity).toContainText(`To ${receiver.slice(0, 4)}...${receiver.slice(-6)}`)
  await account.getByRole('tab', { name: 'Tokens' }).click()

  // A wallet that forges its signature: the simulator refuses the transaction with its reason,
  // the form keeps its values and nothing moves.
  await page.evaluate(() => {
    ;(window as unknown as CosmosWindow).harness.forgeSignatures = true
  })
  const [senderKept, receiverKept] = [ledger.balance(sender), ledger.balance(receiver)]
  await account.getByRole('button', { name: 'Send' }).click()
  await send.getByLabel('Amount', { exact: true }).fill('0.5')
  await send.getByLabel('To', { exact: true }).fill(receiver)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.locator('.ak-send-fee dd')).toHaveText(/ATOM$/)
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send).toContainText('The network refused the transaction. Nothing was sent.', {
    timeout: 60_000,
  })
  await expect(send).toContainText('signature verification failed')
  await expect(send.getByLabel('Amount', { exact: true })).toHaveValue('0.5')
  await expect(send.getByLabel('To', { exact: true })).toHaveValue(receiver)
  expect([ledger.balance(sender), ledger.balance(receiver)]).toEqual([senderKept, receiverKept])
  await page.evaluate(() => {
    ;(window as unknown as CosmosWindow).harness.forgeSignatures = false
  })
  await page.keyboard.press('Escape')

  // Receive: the bech32 address as text and as a QR code.
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await account.getByRole('button', { name: 'Receive' }).click()
  const receive = modalDialog(page, 'Receive')
  await expect(receive.getByRole('img', { name: new RegExp(sender) })).toBeVisible()
  await expect(receive).toContainText(sender)
  await shootDialog(page, receive, shots, 'cosmos-receive')
  await page.keyboard.press('Escape')

  // A message signed through the adapter (ADR-036, signArbitrary) verifies with cosmjs.
  const message = 'Cosmos harness: hello from the simulator'
  const signed = await page.evaluate(
    (text) => (window as unknown as CosmosWindow).harness.signMessage(text),
    message,
  )
  const stdSignature = {
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: signed.publicKey },
    signature: signed.signature,
  }
  expect(await verifyAdr036Signature(sender, message, stdSignature)).toBe(true)
  expect(await verifyAdr036Signature(sender, `${message}!`, stdSignature)).toBe(false)

  // A reload restores the connection without asking; Activity (apps/api's cosmos history, read
  // from the simulator's tx_search) lists the 1.5 ATOM sent to the receiver.
  await page.reload()
  await page.waitForFunction(() => 'harness' in window)
  await expect.poll(() => harnessState(page)).toEqual({ connected: true, caipAddress })
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  const activity = account.getByRole('tabpanel')
  await expect(activity).toContainText('Sent')
  // SPEC §5: 'transaction amounts 3 decimals'; addresses 'truncated 4 start, 6 end'.
  await expect(activity).toContainText('-1.500 ATOM')
  await expect(activity).toContainText(`To ${receiver.slice(0, 4)}...${receiver.slice(-6)}`)
  expect(await analyzeModalWithAxe(page), 'Activity').toEqual([])
})
