import {
  type DevnetInfo,
  devnetPublicClient,
  getDevnetChain,
  readDevnetFromEnv,
} from '@appkit/test'
import { type RequestGuard, startRequestGuard } from '@appkit/test/playwright-request-guard'
import {
  type Browser,
  type BrowserContext,
  expect as baseExpect,
  type Page,
  test,
} from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { openWallet, watchHosts } from '../../wallet/e2e/walletPage'
import { modalDialog } from './modal'
import { RELAY_RESTART_URL_ENV } from './startRelayWithRestart'
import { WALLET_PAGE_URL_ENV } from './startWalletPage'

// The "Done when": the demo and the WalletConnect dev wallet page (apps/wallet) in two
// Chromium contexts, paired through apps/relay, signing and sending on the devnet. The cases
// share one pairing where they can, so they run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 })
// Two pages on WalletConnect clients (key generation, IndexedDB, the relay socket) on a shared
// 2-core machine: the wallet page alone can take several seconds to start.
const expect = baseExpect.configure({ timeout: 20_000 })

const lower = (text: string | null) => (text ?? '').toLowerCase()
const dappName = 'AppKit demo'

function env(name: string): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the global setup did not run`)
  return value
}

/** A browser context with the demo's request guard (loopback only, every request recorded). */
type GuardedContext = { context: BrowserContext; guard: RequestGuard; page: Page }

async function guardedContext(
  browser: Browser,
  baseURL: string | undefined,
  permissions: string[] = [],
): Promise<GuardedContext> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}), permissions })
  const guard = await startRequestGuard(context)
  return { context, guard, page: await context.newPage() }
}

let devnet: DevnetInfo
let demo: GuardedContext
let wallet: GuardedContext
let walletHosts: Set<string>
const clipboard = ['clipboard-read', 'clipboard-write']

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  devnet = readDevnetFromEnv()
  demo = await guardedContext(browser, baseURL, clipboard)
  wallet = await guardedContext(browser, env(WALLET_PAGE_URL_ENV))
  walletHosts = watchHosts(wallet.page)
  // The wallet page's first load in Vite's dev server takes a while; later loads are quick.
  await openWallet(wallet.page)
  await expect(wallet.page.getByText('No dapp is connected.')).toBeVisible({ timeout: 60_000 })
})

test.afterAll(async () => {
  // SPEC privacy: no request leaves 127.0.0.1 in either context (the wallet page's CSP-blocked
  // attempts count too).
  expect(demo.guard.offLoopback()).toEqual([])
  expect(wallet.guard.offLoopback()).toEqual([])
  expect([...walletHosts].filter((host) => host !== '127.0.0.1')).toEqual([])
  await demo.context.close()
  await wallet.context.close()
})

/** The pairing view the WalletConnect tile opens. */
const pairingView = (page: Page) => modalDialog(page, 'WalletConnect')

/** Opens the modal, picks the WalletConnect tile and waits for its QR code. */
async function openQrCode(page: Page): Promise<void> {
  await page.locator('#connect').click()
  await modalDialog(page, 'Connect Wallet')
    .getByRole('button', { name: /^WalletConnect/ })
    .click()
  await expect(
    pairingView(page).getByRole('img', { name: 'QR code to connect WalletConnect' }),
  ).toBeVisible({ timeout: 30_000 })
}

/** The pairing URI as a visitor takes it: the QR code's Copy link button, then the clipboard. */
async function copyPairingUri(page: Page): Promise<string> {
  await pairingView(page).getByRole('button', { name: 'Copy link' }).click()
  await expect(pairingView(page).getByRole('button', { name: 'Link copied' })).toBeVisible()
  return page.evaluate(() => navigator.clipboard.readText())
}

/** The wallet page's prompt for a request of the demo, approved. */
async function approveInWallet(kind: string): Promise<void> {
  const prompt = wallet.page.getByRole('article', { name: `${kind} ${dappName}` })
  await prompt.getByRole('button', { name: 'Approve' }).click()
  await expect(prompt).toHaveCount(0)
}

/** Signs `message` from the demo, approved in the wallet page; checks it with viem. */
async function signAndVerify(message: string): Promise<void> {
  await demo.page.getByRole('textbox', { name: 'Message' }).fill(message)
  await demo.page.getByRole('button', { name: 'Sign message' }).click()
  await approveInWallet('Sign a message for')
  const signature = demo.page.getByTestId('signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/)
  const signed = (await signature.textContent()) as Hex
  expect(await verifyMessage({ address: devnet.devAccount, message, signature: signed })).toBe(true)
}

test('the demo shows a QR code of a wc: URI; the wallet page pairs with it and approves; the demo shows the account', async () => {
  await demo.page.goto('/')
  await openQrCode(demo.page)
  const uri = await copyPairingUri(demo.page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await openWallet(wallet.page, uri)
  const proposal = wallet.page.getByRole('article', { name: `Connection request from ${dappName}` })
  await expect(proposal).toContainText(demo.page.url().replace(/\/$/, ''))
  await proposal.getByRole('button', { name: 'Approve' }).click()
  await expect(demo.page.getByTestId('appkit-status')).toHaveText('connected')
  expect(lower(await demo.page.getByTestId('appkit-address').textContent())).toBe(
    lower(devnet.devAccount),
  )
  expect(lower(await demo.page.getByTestId('wagmi-address').textContent())).toBe(
    lower(devnet.devAccount),
  )
  await expect(demo.page.getByTestId('appkit-wallet')).toHaveText(/\S/)
  await expect(pairingView(demo.page)).toBeHidden()
  await expect(
    wallet.page.getByRole('listitem', { name: `Session with ${dappName}` }),
  ).toBeVisible()
})

test('a message signed in the wallet page verifies with viem', async () => {
  await signAndVerify('Signed over WalletConnect')
})

test('a transaction sent from the demo and approved in the wallet page is mined on the devnet', async () => {
  await demo.page.getByRole('button', { name: 'Send transaction' }).click()
  const prompt = wallet.page.getByRole('article', { name: `Send a transaction for ${dappName}` })
  await expect(prompt).toContainText('0.001 ETH')
  await approveInWallet('Send a transaction for')
  const hashOutput = demo.page.getByTestId('transaction-hash')
  await expect(hashOutput).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await hashOutput.textContent()) as Hex
  const receipt = await devnetPublicClient(getDevnetChain(devnet, 1)).waitForTransactionReceipt({
    hash,
  })
  expect(receipt.status).toBe('success')
  expect(lower(receipt.from)).toBe(lower(devnet.devAccount))
  await expect(demo.page.getByTestId('transaction-receipt')).toHaveText('success')
})

test('after the relay restarts mid-session, the next request is still answered', async () => {
  const restarted = await fetch(env(RELAY_RESTART_URL_ENV), { method: 'POST' })
  expect(restarted.status).toBe(204)
  await signAndVerify('Signed after the relay restarted')
})

test('disconnecting from the wallet page disconnects the demo', async () => {
  await wallet.page.getByRole('button', { name: `Disconnect ${dappName}` }).click()
  await expect(wallet.page.getByText('No dapp is connected.')).toBeVisible()
  await expect(demo.page.getByTestId('appkit-status')).toHaveText('disconnected')
  await expect(demo.page.getByTestId('wagmi-status')).toHaveText('disconnected')
})

test('rejecting the proposal in the wallet page shows the rejected state, and Try again shows a new QR code', async () => {
  await openQrCode(demo.page)
  const uri = await copyPairingUri(demo.page)
  await openWallet(wallet.page, uri)
  const proposal = wallet.page.getByRole('article', { name: `Connection request from ${dappName}` })
  await proposal.getByRole('button', { name: 'Reject' }).click()
  const rejected = pairingView(demo.page).getByRole('alert')
  await expect(rejected).toContainText('Connection rejected')
  await expect(demo.page.getByTestId('appkit-status')).toHaveText('disconnected')
  await pairingView(demo.page).getByRole('button', { name: 'Try again' }).click()
  await expect(
    pairingView(demo.page).getByRole('img', { name: 'QR code to connect WalletConnect' }),
  ).toBeVisible()
  expect(await copyPairingUri(demo.page)).not.toBe(uri)
})

test('SPEC §5 "A pairing is expired when under 10 s remain" (lifetime 4 minutes): an expired pairing yields a fresh QR code', async ({
  browser,
  baseURL,
}) => {
  const expiring = await guardedContext(browser, baseURL, clipboard)
  const { clock } = expiring.context
  const qrCode = () =>
    pairingView(expiring.page)
      .getByRole('img', { name: 'QR code to connect WalletConnect' })
      .locator('path')
      .getAttribute('d')
  try {
    await clock.install()
    await expiring.page.goto('/')
    await openQrCode(expiring.page)
    // Time stops a moment after the code shows (so the few seconds a loaded machine takes
    // between steps do not count), then jumps.
    await clock.pauseAt((await expiring.page.evaluate(() => Date.now())) + 1000)
    const first = await copyPairingUri(expiring.page)
    const firstCode = await qrCode()
    // 3 min 40 s later well over 10 s of the 4 minutes remain: the same code is shown.
    await clock.fastForward('03:40')
    expect(await qrCode()).toBe(firstCode)
    expect(await copyPairingUri(expiring.page)).toBe(first)
    // 15 s later under 10 s remain: the view asks for a fresh pairing and shows its code.
    await clock.fastForward(15_000)
    await clock.resume()
    await expect.poll(qrCode).not.toBe(firstCode)
    const fresh = await copyPairingUri(expiring.page)
    expect(fresh).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(fresh.slice(0, 67)).not.toBe(first.slice(0, 67))
  } finally {
    expect(expiring.guard.offLoopback()).toEqual([])
    await expiring.context.close()
  }
})
