import { expect, type Locator, type Page, test } from '@playwright/test'
import { analyzeModalWithAxe } from '../../packages/test/src/analyzeModalWithAxe'
import { DEV_ACCOUNT } from '../../packages/test/src/devAccounts'
import { connectDevWallet, expectConnected, injectDevWallet } from './devWallet'
import { readExamplesEnv } from './examplesEnv'

const env = readExamplesEnv()

/** Presses Tab until `target` has the focus (it may sit in an element's shadow root). */
async function tabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${maxPresses} presses of Tab`).toBeFocused()
}

/** Records the page's errors and console warnings and errors, with the URL of a failed request. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`error: ${response.status()} ${response.url()}`)
  })
  return problems
}

/** The button an `<appkit-*>` element renders in its open shadow root. */
function elementButton(page: Page, tag: string): Locator {
  return page.locator(tag).getByRole('button')
}

test('the React 18.3 + wagmi 2.22 app, installed from the packed tarballs, connects the dev wallet, and wagmi 2 sees the account, with no warning or error in the console', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  await injectDevWallet(page, env)
  await page.goto(env.viteReact18Url)
  await expect(page.getByTestId('address')).toHaveText('not connected')
  await expect(page.getByTestId('wagmi-address')).toHaveText('not connected')
  await connectDevWallet(page)
  await expectConnected(page)
  // The adapter's wagmi config, read with @wagmi/core 2's getAccount/watchAccount.
  await expect(page.getByTestId('wagmi-address')).toHaveText(
    new RegExp(`^${DEV_ACCOUNT.address}$`, 'i'),
  )
  await expect(page.getByRole('button', { name: 'Ethereum', exact: true })).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('vite-react18-connected.png') })
  expect(problems).toEqual([])
})

test('the plain HTML page (no React code of its own) shows the four <appkit-*> elements; Enter on <appkit-button> opens the modal with no axe violation; the dev wallet connects and the account and network buttons show it; no warning or error in the console', async ({
  page,
}, testInfo) => {
  const problems = recordProblems(page)
  await injectDevWallet(page, env)
  await page.goto(`${env.viteReact18Url}/web-components.html`)

  const appKitButton = elementButton(page, 'appkit-button')
  await expect(appKitButton).toHaveText('Connect Wallet')
  await expect(elementButton(page, 'appkit-connect-button')).toHaveText('Connect to start')
  await expect(elementButton(page, 'appkit-network-button')).toContainText('Ethereum')
  // Disconnected, the account button renders nothing.
  await expect(page.locator('appkit-account-button')).toBeAttached()
  await expect(elementButton(page, 'appkit-account-button')).toHaveCount(0)

  await tabTo(page, appKitButton)
  await page.keyboard.press('Enter')
  const connect = page.locator('appkit-modal').getByRole('dialog', { name: 'Connect Wallet' })
  const devWallet = connect.getByRole('button', { name: /AppKit Dev Wallet/ })
  await expect(devWallet).toBeVisible()
  expect(await analyzeModalWithAxe(page), 'Connect').toEqual([])
  await tabTo(page, devWallet)
  await page.keyboard.press('Enter')
  await expect(connect).toBeHidden()

  // "Addresses truncated 4 start, 6 end" (after 0x), as the React account button shows them.
  const { address } = DEV_ACCOUNT
  const truncated = `${address.slice(0, 6)}…${address.slice(-6)}`
  await expect(elementButton(page, 'appkit-account-button')).toContainText(truncated)
  await expect(appKitButton).toContainText(truncated)
  await expect(elementButton(page, 'appkit-network-button')).toContainText('Ethereum')
  await page.screenshot({ path: testInfo.outputPath('web-components-connected.png') })

  // The account button opens the modal on Account, which axe finds clean as well.
  await elementButton(page, 'appkit-account-button').click()
  await expect(page.locator('appkit-modal').getByRole('dialog')).toBeVisible()
  expect(await analyzeModalWithAxe(page), 'Account').toEqual([])
  expect(problems).toEqual([])
})
