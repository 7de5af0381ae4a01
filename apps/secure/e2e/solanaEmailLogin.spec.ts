import { fileURLToPath } from 'node:url'
import { readDevnetFromEnv } from '@appkit/test'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import { ed25519 } from '@noble/curves/ed25519'
import { expect, type Page, test } from '@playwright/test'
import { base58 } from '@scure/base'
import { type RunningSecure, startSecure } from '../src/server/startSecure'

type Harness = {
  harness: {
    caipAddress(): string | undefined
    signMessage(message: string): Promise<string>
    setThemeMode(mode: 'light' | 'dark'): void
  }
}

let dapp: BundledPageServer
let secure: RunningSecure
const devnet = readDevnetFromEnv()
const caipNetworkId = `solana:${devnet.solana.genesisHash.slice(0, 32)}` as const

test.beforeAll(async () => {
  // Two bundled pages, the frame's bundle and the key store (PGlite) start here: slow on a busy machine.
  test.setTimeout(180_000)
  dapp = await startBundledPageServer({
    entry: fileURLToPath(new URL('./page/solanaDappPage.ts', import.meta.url)),
    title: 'Solana dapp',
    body: '<main id="harness"></main>',
  })
  secure = await startSecure({
    allowedOrigins: [dapp.url],
    chains: devnet.chains.map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl })),
    solanaChains: [{ caipNetworkId, rpcUrl: devnet.solana.rpcUrl }],
  })
})
test.afterAll(async () => {
  await secure?.stop()
  await dapp?.close()
})

const dialog = (page: Page, name: string) =>
  page.locator('appkit-modal').getByRole('dialog', { name })

test('SPEC §1 "Embedded e-mail/social login works only on eip155 and solana": e-mail login on a Solana network connects the embedded wallet\'s Solana account, whose signature verifies with @noble/curves; the frame follows the theme switch', async ({
  page,
}) => {
  const offLoopback: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).hostname !== '127.0.0.1') offLoopback.push(request.url())
  })
  const query = new URLSearchParams({
    secure: `${secure.url}/`,
    genesis: devnet.solana.genesisHash,
    rpc: devnet.solana.rpcUrl,
  })
  await page.goto(`${dapp.url}/?${query}`)
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  const email = 'solana-browser@example.com'
  const field = dialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' })
  await field.fill(email)
  await field.press('Enter')
  const panel = dialog(page, 'Email Login')
  await expect(panel).toContainText(`Enter the code sent to ${email}.`)
  const code = /\b(\d{6})\b/.exec(secure.smtpSink?.lastMessage(email)?.text ?? '')?.[1] ?? ''
  await panel.getByRole('textbox', { name: 'Digit 1 of 6' }).pressSequentially(code)

  const caipAddress = () =>
    page.evaluate(() => (window as unknown as Harness).harness.caipAddress() ?? '')
  await expect.poll(caipAddress, { timeout: 15_000 }).toMatch(new RegExp(`^${caipNetworkId}:`))
  const address = (await caipAddress()).slice(caipNetworkId.length + 1)
  const publicKey = base58.decode(address)
  expect(publicKey).toHaveLength(32)

  const message = 'Signed in with e-mail on Solana'
  const signing = page.evaluate(
    (text) => (window as unknown as Harness).harness.signMessage(text),
    message,
  )
  // SPEC §6: a Solana sign method needs approval; the secure frame shows the message and takes
  // the click on Approve, where the page's scripts cannot reach.
  await expect(dialog(page, 'Approve Transaction')).toBeVisible()
  const request = page
    .frameLocator(`iframe[src^="${secure.url}/"]`)
    .getByRole('region', { name: 'Sign a message' })
  await expect(request).toContainText(message)
  await page
    .frameLocator(`iframe[src^="${secure.url}/"]`)
    .getByRole('button', { name: 'Approve' })
    .click()
  const signature = await signing
  const bytes = new TextEncoder().encode(message)
  expect(ed25519.verify(base58.decode(signature), bytes, publicKey)).toBe(true)
  expect(
    ed25519.verify(base58.decode(signature), new TextEncoder().encode('other'), publicKey),
  ).toBe(false)

  // SPEC §7 'sync theme': the frame (its own origin) follows the dapp's theme switch.
  const frameTheme = () =>
    page
      .frames()
      .find((frame) => frame.url().startsWith(secure.url))
      ?.evaluate(() => document.documentElement.dataset.theme) ?? null
  await expect.poll(frameTheme).toBe('light')
  await page.evaluate(() => (window as unknown as Harness).harness.setThemeMode('dark'))
  await expect.poll(frameTheme).toBe('dark')
  expect(offLoopback).toEqual([])
})
