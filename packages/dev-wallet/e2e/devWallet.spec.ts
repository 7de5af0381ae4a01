import { getDevnetChain, readDevnetFromEnv } from '@appkit/test'
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createPublicClient, type Hex, http, verifyMessage } from 'viem'
import { openDevWalletPage, requestInPage } from './devWalletPage'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test('the page script announces the wallet by EIP-6963 with a frozen detail, and only 127.0.0.1 is contacted', async ({
  page,
}) => {
  const hosts = new Set<string>()
  page.context().on('request', (request) => hosts.add(new URL(request.url()).hostname))
  await openDevWalletPage(page, { mode: 'approve' })
  const announced = await page.evaluate(() =>
    window.__announced.map((detail) => ({
      info: { ...detail.info },
      frozen: Object.isFrozen(detail) && Object.isFrozen(detail.info),
      hasRequest: typeof detail.provider.request === 'function',
    })),
  )
  expect(announced).toHaveLength(1)
  expect(announced[0]).toMatchObject({
    frozen: true,
    hasRequest: true,
    info: { name: 'AppKit Dev Wallet', rdns: 'dev.appkit.wallet' },
  })
  expect(announced[0]?.info.uuid).toMatch(uuidV4)
  expect(announced[0]?.info.icon).toMatch(/^data:image\/svg\+xml;base64,/)
  expect(await requestInPage(page, { method: 'eth_blockNumber' })).toEqual({
    result: expect.stringMatching(/^0x/),
  })
  expect([...hosts]).toEqual(['127.0.0.1'])
})

test('prompt mode: eth_requestAccounts waits for Approve in the accessible dialog; personal_sign verifies with viem', async ({
  page,
}) => {
  await openDevWalletPage(page, { mode: 'prompt' })
  const connecting = requestInPage(page, { method: 'eth_requestAccounts' })
  const dialog = page.getByRole('dialog', { name: /AppKit Dev Wallet.*Connect to 127\.0\.0\.1/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  const { result: accounts } = await connecting
  expect(accounts).toEqual([expect.stringMatching(/^0x[0-9a-fA-F]{40}$/)])
  await expect(dialog).toHaveCount(0)

  const address = (accounts as Hex[])[0]!
  const signing = requestInPage(page, {
    method: 'personal_sign',
    params: ['Hello from the browser', address],
  })
  const signDialog = page.getByRole('dialog', { name: /Sign this message/ })
  await expect(signDialog).toContainText('Hello from the browser')
  await signDialog.getByRole('button', { name: 'Approve' }).click()
  const { result: signature } = await signing
  expect(
    await verifyMessage({
      address,
      message: 'Hello from the browser',
      signature: signature as Hex,
    }),
  ).toBe(true)
})

test('prompt mode: Reject (or Escape) gives an error object with code 4001, and focus returns', async ({
  page,
}) => {
  await openDevWalletPage(page, { mode: 'prompt' })
  await page.getByRole('button', { name: 'Connect' }).focus()
  const rejected = requestInPage(page, { method: 'eth_requestAccounts' })
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click()
  expect(await rejected).toEqual({
    error: expect.objectContaining({ code: 4001, name: 'UserRejectedRequestError' }),
  })
  await expect(page.getByRole('button', { name: 'Connect' })).toBeFocused()

  const escaped = requestInPage(page, { method: 'eth_requestAccounts' })
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Escape')
  expect((await escaped).error?.code).toBe(4001)
  expect(await requestInPage(page, { method: 'eth_accounts' })).toEqual({ result: [] })
})

test('prompt mode with the keyboard alone: Tab moves between Reject and Approve, Enter approves', async ({
  page,
}) => {
  await openDevWalletPage(page, { mode: 'prompt' })
  const connecting = requestInPage(page, { method: 'eth_requestAccounts' })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Reject' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('button', { name: 'Approve' })).toBeFocused()
  await page.keyboard.press('Enter')
  expect((await connecting).result).toHaveLength(1)
})

test('?devWalletMode=reject gives 4001; setMode on window.__appkitDevWallet changes it at runtime', async ({
  page,
}) => {
  await openDevWalletPage(page, { mode: 'approve', query: '?devWalletMode=reject' })
  expect((await requestInPage(page, { method: 'eth_requestAccounts' })).error?.code).toBe(4001)
  await page.evaluate(() => window.__appkitDevWallet?.setMode('approve'))
  expect((await requestInPage(page, { method: 'eth_requestAccounts' })).result).toHaveLength(1)
})

test('a reload keeps the authorization and the chain (like an extension remembers the site)', async ({
  page,
}) => {
  await openDevWalletPage(page, { mode: 'approve' })
  const { result: accounts } = await requestInPage(page, { method: 'eth_requestAccounts' })
  await requestInPage(page, { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
  await page.reload()
  expect(await requestInPage(page, { method: 'eth_accounts' })).toEqual({ result: accounts })
  expect(await requestInPage(page, { method: 'eth_chainId' })).toEqual({ result: '0x89' })
})

test('switching chain inside the wallet emits chainChanged (hex) to the page', async ({ page }) => {
  await openDevWalletPage(page, { mode: 'approve' })
  const changed = page.evaluate(
    () => new Promise((resolve) => window.__announced[0]!.provider.on('chainChanged', resolve)),
  )
  await page.evaluate(() => window.__appkitDevWallet?.switchChain(137))
  expect(await changed).toBe('0x89')
})

test('eth_sendTransaction from the page is signed in the page and its receipt is on the devnet', async ({
  page,
}) => {
  await openDevWalletPage(page, { mode: 'approve' })
  const { result: accounts } = await requestInPage(page, { method: 'eth_requestAccounts' })
  const from = (accounts as Hex[])[0]!
  const to = '0x000000000000000000000000000000000000bEEF'
  const { result: hash } = await requestInPage(page, {
    method: 'eth_sendTransaction',
    params: [{ from, to, value: '0x2a' }],
  })
  const client = createPublicClient({
    transport: http(getDevnetChain(readDevnetFromEnv(), 1).rpcUrl),
  })
  const receipt = await client.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt).toMatchObject({ status: 'success', to: to.toLowerCase() })
  expect(receipt.from.toLowerCase()).toBe(from.toLowerCase())
  expect((await client.getTransaction({ hash: hash as Hex })).value).toBe(42n)
})

test('axe reports no violation on the page with the approval prompt open', async ({ page }) => {
  await openDevWalletPage(page, { mode: 'prompt' })
  const pending = requestInPage(page, { method: 'eth_requestAccounts' })
  await expect(page.getByRole('dialog')).toBeVisible()
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  await page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click()
  expect((await pending).error?.code).toBe(4001)
})
