import { fileURLToPath } from 'node:url'
import { type RunningApiServer, startApiServer } from '@appkit/api'
import { formatFee } from '@appkit/core/internal'
import { type PolkadotDevnet, polkadotRpc, startPolkadotDevnet } from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import type { Page } from '@playwright/test'
import { u8aToHex } from '@polkadot/util'
import {
  blake2AsU8a,
  cryptoWaitReady,
  decodeAddress,
  signatureVerify,
  xxhashAsU8a,
} from '@polkadot/util-crypto'
import { expect, test as harnessTest, modalDialog, shootDialog } from './harnessTest'

type PolkadotWindow = {
  harness: {
    appKit: { getIsConnected(): boolean; getCaipAddress(): string | undefined }
    signMessage(message: string): Promise<string>
    setWallet(mode: 'approve' | 'reject', forge?: boolean): Promise<void>
  }
}

// chopsticks running Asset Hub Rococo's runtime (dev keys funded: 1,000 ROC each; ~5 s to start,
// one per worker) and apps/api on it (balances, and the history it indexes from the blocks),
// beside the Polkadot harness page: the real adapter, dev wallet, chain and API end to end.
const test = harnessTest.extend<
  object,
  { harness: BundledPageServer; polkadot: { devnet: PolkadotDevnet; api: RunningApiServer } }
>({
  polkadot: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      // A generous start bound: the test machines run several suites on two cores.
      const devnet = await startPolkadotDevnet({ startTimeoutMs: 240_000 })
      const { chainId, httpUrl, symbol, decimals } = devnet.info
      const api = await startApiServer({
        logger: false,
        rateLimit: false,
        indexer: false,
        polkadotChains: [
          {
            chainId,
            name: 'Asset Hub Rococo (local)',
            rpcUrl: httpUrl,
            nativeCurrency: { name: 'Rococo', symbol, decimals },
            // Asset Hub Rococo is a test network: ROC gets no fiat price, even from a price
            // table that names it (a deployment's table could well hold a ROC entry).
            testnet: true,
          },
        ],
        prices: { [symbol]: 1, DOT: 5 },
      })
      await use({ devnet, api })
      await api.close()
      await devnet.node.stop()
    },
    { scope: 'worker', timeout: 360_000 },
  ],
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const server = await startBundledPageServer({
        entry: fileURLToPath(new URL('./page/polkadotPage.ts', import.meta.url)),
        title: 'Polkadot harness',
        body: '<main id="harness"></main>',
      })
      await use(server)
      await server.close()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

const PLANCK_PER_ROC = 10n ** 12n

/** A decimal ROC amount as the modal shows it ('0.0123'), in planck. */
function toPlanck(roc: string): bigint {
  const [whole = '0', fraction = ''] = roc.split('.')
  return BigInt(whole) * PLANCK_PER_ROC + BigInt(fraction.padEnd(12, '0').slice(0, 12))
}

/** The free balance of `address`, read from the chain's `System.Account` storage (not via the API). */
async function freeOf(devnet: PolkadotDevnet, address: string): Promise<bigint> {
  const accountId = decodeAddress(address)
  const key = u8aToHex(
    new Uint8Array([
      ...xxhashAsU8a('System', 128),
      ...xxhashAsU8a('Account', 128),
      ...blake2AsU8a(accountId, 128),
      ...accountId,
    ]),
  )
  const stored = await polkadotRpc<string | null>(devnet.info.httpUrl, 'state_getStorage', [key])
  if (!stored) return 0n
  // AccountInfo: four u32 counters, then the free balance (u128, little-endian).
  const free = Buffer.from(stored.slice(2), 'hex').subarray(16, 32)
  return free.readBigUInt64LE(0) + (free.readBigUInt64LE(8) << 64n)
}

const harnessState = (page: Page) =>
  page.evaluate(() => {
    const { appKit } = (window as unknown as PolkadotWindow).harness
    return { connected: appKit.getIsConnected(), caipAddress: appKit.getCaipAddress() }
  })

const setWallet = (page: Page, mode: 'approve' | 'reject', forge = false) =>
  page.evaluate(
    ([next, forging]) =>
      (window as unknown as PolkadotWindow).harness.setWallet(
        next as 'approve',
        forging as boolean,
      ),
    [mode, forge] as const,
  )

// APPKIT_POLKADOT_SHOTS=<folder>: screenshots of Send (with its fee) and Receive (light, dark, 375 px).
const shots = process.env.APPKIT_POLKADOT_SHOTS

test("Polkadot end to end on chopsticks (issue 15): a refusal shows 'Connection rejected'; connect the dev wallet; Account shows the ROC balance from apps/api with no fiat price (a test network's token, though the price table names ROC); send 1.5 ROC with the fee shown before signing (the receiver gains exactly that); a forged signature is refused by the chain ('1010 invalid badProof') and nothing is sent; Receive shows the SS58 address; a signed message verifies (sr25519); a reload reconnects and Activity shows the transfer", async ({
  page,
  harness,
  polkadot,
}) => {
  test.setTimeout(300_000)
  const { devnet, api } = polkadot
  const sender = devnet.accounts[3]!
  const receiver = devnet.accounts[7]!
  const caipAddress = `${devnet.info.chainId}:${sender.address}`
  const query = `api=${encodeURIComponent(api.url)}&rpc=${encodeURIComponent(devnet.info.rpcUrl)}&key=3`
  await page.goto(`${harness.url}/?${query}`)
  await page.waitForFunction(() => 'harness' in window)

  // SPEC §8 'Connection rejected': the extension refuses; Try again after it approves connects.
  await setWallet(page, 'reject')
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await modalDialog(page, 'Connect Wallet')
    .getByRole('button', { name: /AppKit Dev Wallet/ })
    .click()
  const connecting = page.locator('appkit-modal').getByRole('dialog')
  await expect(connecting).toContainText('Connection rejected', { timeout: 60_000 })
  expect((await harnessState(page)).connected).toBe(false)
  await setWallet(page, 'approve')
  await connecting.getByRole('button', { name: 'Try again' }).click()
  // The account in the network's SS58 format (2), not the wallet's generic one (42).
  await expect
    .poll(() => harnessState(page), { timeout: 60_000 })
    .toEqual({ connected: true, caipAddress })

  // Account: the native balance (the adapter) and the Tokens tab, which only apps/api fills.
  const balanceRead = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${api.url}/v1/account/${sender.address}/balance`) &&
      response.url().includes(encodeURIComponent(devnet.info.chainId)),
    { timeout: 90_000 },
  )
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  const account = modalDialog(page, 'Account')
  const fromApi = (await (await balanceRead).json()) as {
    balances: { symbol: string; quantity: { numeric: string }; price: number }[]
  }
  expect(fromApi.balances).toEqual([
    expect.objectContaining({
      symbol: 'ROC',
      quantity: { decimals: '12', numeric: '1000' },
      price: 0,
    }),
  ])
  expect(fromApi.balances[0]).not.toHaveProperty('value')
  await expect(account.locator('.ak-account-balance')).toHaveText('1000 ROC', { timeout: 60_000 })
  await expect(account.getByRole('tabpanel')).toContainText('Rococo')
  await expect(account.getByRole('tabpanel')).toContainText('1000')
  await expect(account.getByRole('tabpanel')).not.toContainText('$')
  expect(await analyzeModalWithAxe(page), 'Account').toEqual([])

  // Send: Review prices it (payment_queryInfo) before the wallet is asked; Send lands it.
  const senderBefore = await freeOf(devnet, sender.address)
  const receiverBefore = await freeOf(devnet, receiver.address)
  await account.getByRole('button', { name: 'Send' }).click()
  const send = modalDialog(page, 'Send')
  await send.getByLabel('Amount', { exact: true }).fill('1.5')
  await send.getByLabel('To', { exact: true }).fill(receiver.address)
  await send.getByRole('button', { name: 'Review' }).click()
  const feeText = await send.locator('.ak-send-fee dd').textContent()
  // The text shows the fee rounded up to 4 significant digits; its <data> element holds it exact.
  const feeValue = await send.locator('.ak-send-fee data').getAttribute('value')
  expect(feeText, 'the fee shown is the exact fee, rounded up').toBe(
    `${formatFee(feeValue ?? '')} ROC`,
  )
  const feeMatch = /^(0\.\d+)$/.exec(feeValue ?? '')
  expect(feeMatch, `fee shown: ${feeText}`).not.toBeNull()
  const fee = toPlanck(feeMatch![1]!)
  expect(fee).toBeGreaterThan(0n)
  expect(await analyzeModalWithAxe(page), 'Send with its fee').toEqual([])
  await shootDialog(page, send, shots, 'polkadot-send')
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send).toContainText('Sent 1.5 ROC', { timeout: 120_000 })
  const amount = toPlanck('1.5')
  expect((await freeOf(devnet, receiver.address)) - receiverBefore).toBe(amount)
  expect(senderBefore - (await freeOf(devnet, sender.address))).toBe(amount + fee)

  // A hostile extension forges its signature: the chain refuses it, the modal says so with the
  // chain's reason, the form keeps what was entered, and nothing moves.
  await send.getByRole('button', { name: 'Back to account' }).click()
  await setWallet(page, 'approve', true)
  await account.getByRole('button', { name: 'Send' }).click()
  await send.getByLabel('Amount', { exact: true }).fill('0.5')
  await send.getByLabel('To', { exact: true }).fill(receiver.address)
  await send.getByRole('button', { name: 'Review' }).click()
  await expect(send.locator('.ak-send-fee dd')).toHaveText(/^0\.\d+ ROC$/, { timeout: 60_000 })
  const [receiverBeforeForgery, senderBeforeForgery] = [
    await freeOf(devnet, receiver.address),
    await freeOf(devnet, sender.address),
  ]
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send.getByRole('alert')).toContainText(
    'The network refused the transaction. Nothing was sent. Reason: The chain refused the transaction: 1010 invalid badProof',
    { timeout: 120_000 },
  )
  await expect(send.getByLabel('Amount', { exact: true })).toHaveValue('0.5')
  await expect(send.getByLabel('To', { exact: true })).toHaveValue(receiver.address)
  expect(await freeOf(devnet, receiver.address)).toBe(receiverBeforeForgery)
  expect(await freeOf(devnet, sender.address)).toBe(senderBeforeForgery)
  await setWallet(page, 'approve')

  // Receive: the SS58 address as the QR code's value and as text.
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await account.getByRole('button', { name: 'Receive' }).click()
  const receive = modalDialog(page, 'Receive')
  await expect(
    receive.getByRole('img', { name: `QR code of your address ${sender.address}` }),
  ).toBeVisible()
  await expect(receive).toContainText(sender.address)
  await shootDialog(page, receive, shots, 'polkadot-receive')
  await page.keyboard.press('Escape')

  // A message signed through the adapter (signRaw) verifies as sr25519 with @polkadot/util-crypto.
  const message = 'Polkadot harness: hello from chopsticks'
  const signature = await page.evaluate(
    (text) => (window as unknown as PolkadotWindow).harness.signMessage(text),
    message,
  )
  await cryptoWaitReady()
  expect(signatureVerify(message, signature, sender.address)).toMatchObject({
    isValid: true,
    crypto: 'sr25519',
  })
  expect(signatureVerify(`${message}!`, signature, sender.address).isValid).toBe(false)

  // A reload restores the connection without asking (the extension remembers this site), and
  // Activity shows the transfer apps/api indexed from the chain's blocks.
  // The page loads again with a wallet that would refuse any prompt: none may be needed.
  await page.goto(`${harness.url}/?${query}&mode=reject`)
  await page.waitForFunction(() => 'harness' in window)
  await expect
    .poll(() => harnessState(page), { timeout: 60_000 })
    .toEqual({ connected: true, caipAddress })
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await account.getByRole('tab', { name: 'Activity' }).click()
  const activity = account.getByRole('tabpanel')
  await expect(activity).toContainText('Sent', { timeout: 60_000 })
  // SPEC §5 'transaction amounts 3 decimals', 'Addresses truncated 4 start, 6 end'.
  await expect(activity).toContainText('-1.500 ROC')
  await expect(activity).toContainText(
    `To ${receiver.address.slice(0, 4)}...${receiver.address.slice(-6)}`,
  )
  expect(await analyzeModalWithAxe(page), 'Activity').toEqual([])
})
