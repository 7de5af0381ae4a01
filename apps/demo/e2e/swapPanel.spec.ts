import { devnetPublicClient, getDevnetChain } from '@appkit/test'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { type Address, erc20Abi, type Hex, parseUnits } from 'viem'
import { expect, test } from './demoTest'
import { devWalletTile, modalDialog } from './modal'
import { readBuildReport } from './readBuildReport'

test("SPEC §2 'swaps' panel loaded on demand: the dev wallet swaps 1 ETH for the quoted USDC on the devnet pool, then 100 USDC back after approving it; the chunk loads only on click and axe finds no violation", async ({
  page,
  devnet,
  openDemo,
}) => {
  // Two swaps and an approval, each signed by the dev wallet and mined, plus an axe pass.
  test.setTimeout(60_000)
  const chain = getDevnetChain(devnet, 1)
  const client = devnetPublicClient(chain)
  const account = devnet.devAccount
  const usdcOf = () =>
    client.readContract({
      address: chain.contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [account],
    })
  const swapChunks = readBuildReport()
    .chunks.filter((chunk) => chunk.name === 'SwapPanel')
    .map((chunk) => chunk.fileName)
  expect(swapChunks, 'a chunk named SwapPanel').not.toEqual([])
  const scripts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname.slice(1))
  })
  const swapChunkLoaded = () => swapChunks.some((file) => scripts.has(file))
  const hashShown = async (panel: ReturnType<typeof modalDialog>) =>
    ((await panel.getByText(/^Transaction 0x/).textContent()) ?? '').replace(
      'Transaction ',
      '',
    ) as Hex

  await openDemo()
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await page.locator('#connect').click()
  const features = modalDialog(page, 'Account').getByRole('navigation', { name: 'Wallet features' })
  await expect(features.getByRole('button', { name: 'Swap' })).toBeVisible()
  expect(swapChunkLoaded()).toBe(false)

  await features.getByRole('button', { name: 'Swap' }).click()
  const panel = modalDialog(page, 'Swap')
  await expect(panel.getByRole('combobox', { name: 'From' })).toHaveValue(
    'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  )
  expect(swapChunkLoaded()).toBe(true)
  await panel.getByRole('textbox', { name: 'Amount' }).fill('1')
  const receive = panel.getByRole('textbox', { name: 'You receive' })
  await expect(receive).toHaveValue(/^29\d\d\.\d+$/)
  const quoted = parseUnits(await receive.inputValue(), 6)
  await expect(panel.getByText('Slippage tolerance 1%')).toBeVisible()
  expect(await analyzeModalWithAxe(page), 'Swap').toEqual([])
  const before = await usdcOf()
  await panel.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(panel.getByText('Swapped 1 ETH')).toBeVisible()
  const receipt = await client.waitForTransactionReceipt({ hash: await hashShown(panel) })
  expect(receipt.status).toBe('success')
  // Nothing else traded on the pool in between: the swap paid exactly the quote shown.
  expect(await usdcOf()).toBe(before + quoted)

  // Back the other way: USDC needs the pool's allowance first, the panel asks for it.
  await panel.getByRole('button', { name: 'Back to account' }).click()
  await features.getByRole('button', { name: 'Swap' }).click()
  await panel.getByRole('button', { name: 'Switch tokens' }).click()
  await panel.getByRole('textbox', { name: 'Amount' }).fill('100')
  await expect(receive).toHaveValue(/^0\.0\d+$/)
  const beforeBack = await usdcOf()
  await panel.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(panel.getByText('Swapped 100 USDC')).toBeVisible()
  await client.waitForTransactionReceipt({ hash: await hashShown(panel) })
  expect(await usdcOf()).toBe(beforeBack - 100_000_000n)
  const allowance = await client.readContract({
    address: chain.contracts.usdc,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [account as Address, chain.contracts.swapPool],
  })
  expect(allowance > 0n).toBe(true)
})
