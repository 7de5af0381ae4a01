import { expect, test } from '@playwright/test'
import { DEV_ACCOUNT } from '../../packages/test/src/devAccounts'
import { connectDevWallet, expectConnected, injectDevWallet } from './devWallet'
import { readExamplesEnv } from './examplesEnv'
import { recordProblems } from './recordProblems'

const env = readExamplesEnv()

test('the Vite + React app, installed from the packed tarballs, connects the dev wallet', async ({
  page,
}, testInfo) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await injectDevWallet(page, env)
  await page.goto(env.viteUrl)
  await expect(page.getByTestId('address')).toHaveText('not connected')
  await connectDevWallet(page)
  await expectConnected(page)
  // The AppKit button became the account button and the network button names the chain.
  await expect(page.getByRole('button', { name: 'Ethereum', exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('vite-react-connected.png') })
  expect(errors).toEqual([])
})

test("a dapp written to AppKit's React + wagmi quickstart (examples/reown-quickstart, only its import paths and the lines the migration guide names changed) connects the dev wallet through <appkit-button />, wagmi's useAccount under WagmiProvider sees the account, and useAppKit().open({ view: 'Networks' }) opens the network list; no warning or error in the console", async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  await injectDevWallet(page, env)
  await page.goto(`${env.viteUrl}/quickstart.html`)
  const appKitButton = page.locator('appkit-button').getByRole('button')
  await expect(appKitButton).toHaveText('Connect Wallet')
  await expect(page.getByTestId('address')).toHaveText('not connected')

  await appKitButton.click()
  const modal = page.locator('appkit-modal')
  const connect = modal.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByRole('button', { name: /AppKit Dev Wallet/ }).click()
  await expect(connect).toBeHidden()
  // wagmi's own hook, through the WagmiProvider the quickstart wraps the app in.
  await expectConnected(page)
  const { address } = DEV_ACCOUNT
  await expect(appKitButton).toContainText(`${address.slice(0, 6)}…${address.slice(-6)}`)

  await page.getByRole('button', { name: 'Open Network Modal' }).click()
  const networks = modal.getByRole('dialog', { name: 'Choose Network' })
  await expect(networks.getByRole('button', { name: /Ethereum/ })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('quickstart-networks.png') })
  expect(problems).toEqual([])
})
