import { devnetPublicClient, getDevnetChain } from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { type Address, erc20Abi } from 'viem'
import { DEMO_SHOP_ADDRESS } from '../src/PayCard'
import { chunkFiles, recordScripts } from './chunkLoads'
import { expect, test } from './demoTest'
import { devWalletTile, modalDialog } from './modal'

test("SPEC §2 'onramp' and 'pay' panels loaded on demand: Buy opens the dev provider's page in a popup on 127.0.0.1, its Pay delivers devnet USDC and the panel sees it arrive; the dapp's payment request is paid through the wallet; axe finds no violation", async ({
  page,
  devnet,
  openDemo,
}) => {
  test.setTimeout(60_000)
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
  const onrampChunks = chunkFiles('OnrampPanel')
  const payChunks = chunkFiles('PayPanel')
  expect(onrampChunks).not.toEqual([])
  expect(payChunks).not.toEqual([])
  const loaded = (files: string[]) => files.some((file) => scripts.has(file))

  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await page.locator('#connect').click()
  const account = modalDialog(page, 'Account')
  const features = account.getByRole('navigation', { name: 'Wallet features' })
  await expect(features.getByRole('button').first()).toHaveText('Buy crypto')
  expect(loaded(onrampChunks)).toBe(false)

  await features.getByRole('button', { name: 'Buy crypto' }).click()
  const buy = modalDialog(page, 'Buy crypto')
  await buy.getByRole('combobox', { name: 'Provider' }).selectOption('coinbase')
  await buy.getByRole('textbox', { name: 'Amount' }).fill('20')
  await expect(buy.getByText('You receive 19.7 USDC')).toBeVisible()
  await expect(buy.getByText('Provider fee 0.30 USD')).toBeVisible()
  expect(loaded(onrampChunks)).toBe(true)
  expect(await analyzeModalWithAxe(page), 'Buy').toEqual([])

  const before = await usdcOf(devnet.devAccount)
  const popupOpened = page.context().waitForEvent('page')
  await buy.getByRole('button', { name: 'Buy USDC' }).click()
  const popup = await popupOpened
  await popup.waitForLoadState()
  expect(new URL(popup.url()).hostname).toBe('127.0.0.1')
  await expect(
    buy.getByText(
      'Finish your purchase in the Coinbase window. Your balance updates here once it arrives.',
    ),
  ).toBeVisible()
  await expect(popup.getByText(devnet.devAccount)).toBeVisible()
  await popup.getByRole('button', { name: 'Pay 20.00 USD' }).click()
  await expect(popup.getByText('Paid: 19.7 USDC sent to your wallet.')).toBeVisible()
  expect(await usdcOf(devnet.devAccount)).toBe(before + 19_700_000n)
  await popup.close()
  await expect(buy.getByText('Received 19.7 USDC')).toBeVisible({ timeout: 10_000 })
  expect(await analyzeModalWithAxe(page), 'Buy received').toEqual([])
  await buy.getByRole('button', { name: 'Back to account' }).click()
  await expect(account).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(account).toBeHidden()

  expect(loaded(payChunks)).toBe(false)
  const shopBefore = await usdcOf(DEMO_SHOP_ADDRESS)
  await page.getByRole('button', { name: 'Pay 1 USDC' }).click()
  const pay = modalDialog(page, 'Pay')
  await expect(pay.getByText(DEMO_SHOP_ADDRESS)).toBeVisible()
  const submit = pay.getByRole('button', { name: 'Pay 1 USDC' })
  await expect(submit).toBeVisible()
  expect(loaded(payChunks)).toBe(true)
  expect(await analyzeModalWithAxe(page), 'Pay').toEqual([])
  await submit.focus()
  await page.keyboard.press('Enter')
  await expect(pay.getByText('Paid 1 USDC')).toBeVisible()
  await expect.poll(() => usdcOf(DEMO_SHOP_ADDRESS)).toBe(shopBefore + 1_000_000n)
})
