import { expect, test } from '@playwright/test'
import { connectDevWallet, expectConnected, injectDevWallet } from './devWallet'
import { readExamplesEnv } from './examplesEnv'

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
