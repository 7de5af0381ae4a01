import { DEV_ACCOUNTS, devnetPublicClient, getDevnetChain } from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { type Address, erc20Abi, type Hex } from 'viem'
import { chunkFiles, recordScripts } from './chunkLoads'
import { expect, test } from './demoTest'
import { accountViewBalance } from './devnetExpectations'
import { devWalletTile, modalDialog } from './modal'

test("SPEC §2 'Feature panels loaded on demand': from Account, Receive shows the address and Send sends 1 USDC to another devnet account (receipt on the devnet, balances read again); each panel's chunk loads only when its button is clicked; axe finds no violation on either", async ({
  page,
  devnet,
  openDemo,
}) => {
  const receiver = DEV_ACCOUNTS[1]?.address as Address
  const usdc = devnet.contracts[1]?.usdc as Address
  const client = devnetPublicClient(getDevnetChain(devnet, 1))
  const usdcOf = (address: Address) =>
    client.readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
  const scripts = recordScripts(page)
  const receiveChunks = chunkFiles('ReceivePanel')
  const sendChunks = chunkFiles('SendPanel')
  const loaded = (files: string[]) => files.some((file) => scripts.has(file))

  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await page.locator('#connect').click()
  const account = modalDialog(page, 'Account')
  const features = account.getByRole('navigation', { name: 'Wallet features' })
  await expect(features.getByRole('button')).toHaveText(['Buy crypto', 'Swap', 'Receive', 'Send'])
  // The history is the Activity tab, not a second entry among the features.
  await expect(account.getByRole('tab', { name: 'Activity' })).toHaveCount(1)
  await expect(account.getByRole('button', { name: 'Activity' })).toHaveCount(0)
  expect(loaded(receiveChunks)).toBe(false)
  expect(loaded(sendChunks)).toBe(false)

  await features.getByRole('button', { name: 'Receive' }).click()
  const receive = modalDialog(page, 'Receive')
  await expect(receive.getByText(devnet.devAccount, { exact: true })).toBeVisible()
  await expect(receive.getByRole('img', { name: /QR code of your address/ })).toBeVisible()
  expect(loaded(receiveChunks)).toBe(true)
  expect(await analyzeModalWithAxe(page), 'Receive').toEqual([])
  expect(loaded(sendChunks)).toBe(false)

  await receive.getByRole('button', { name: 'Back' }).click()
  await account.getByRole('button', { name: 'Send' }).click()
  const send = modalDialog(page, 'Send')
  const token = send.getByRole('combobox', { name: 'Token' })
  await expect(token).toBeVisible()
  expect(loaded(sendChunks)).toBe(true)
  expect(await analyzeModalWithAxe(page), 'Send').toEqual([])
  const usdcOption = await token.locator('option', { hasText: /^USDC / }).getAttribute('value')
  await token.selectOption(usdcOption ?? '')
  await send.getByRole('textbox', { name: 'Amount' }).fill('1')
  await send.getByRole('textbox', { name: 'To' }).fill(receiver)
  const before = await usdcOf(receiver)
  const refresh = page.waitForRequest(
    (request) =>
      /\/v1\/account\/[^/]+\/balance/.test(request.url()) &&
      new URL(request.url()).searchParams.has('forceUpdate'),
  )
  await send.getByRole('button', { name: 'Send' }).click()
  await expect(send.getByText('Sent 1 USDC')).toBeVisible()
  const hash = ((await send.getByText(/^Transaction 0x/).textContent()) ?? '').replace(
    'Transaction ',
    '',
  ) as Hex
  const receipt = await client.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await usdcOf(receiver)).toBe(before + 1_000_000n)
  // SPEC §4 'balance refresh': the balances are read again past the cache, naming the hash.
  expect(new URL((await refresh).url()).searchParams.get('forceUpdate')).toBe(hash)

  await send.getByRole('button', { name: 'Back to account' }).click()
  await expect(account).toContainText(await accountViewBalance(devnet, 1, devnet.devAccount))
})
