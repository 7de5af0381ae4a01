import { DEV_ACCOUNTS } from '@appkit/test'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import QRCode from 'qrcode'
import { stringToHex } from 'viem'
import { DAPP_ICON, nextSessionEvent, propose } from './dappClient'
import { guardLoopbackOnly, newDapp, request } from './walletFixture'
import { openWallet } from './walletPage'

const devAccount = DEV_ACCOUNTS[0]!.address

guardLoopbackOnly()

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.map((violation) => `${violation.id}: ${violation.help}`)
}

test('keyboard only: type the URI, Pair, then Approve the proposal and a signature', async ({
  page,
}) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page)
  await tabTo(page, page.getByLabel('Pairing URI'))
  await page.keyboard.insertText(uri)
  await tabTo(page, page.getByRole('button', { name: 'Pair' }))
  await page.keyboard.press('Enter')

  const proposal = page.getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
  await tabTo(page, proposal.getByRole('button', { name: 'Approve' }))
  await page.keyboard.press('Enter')
  const session = await approval
  expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${devAccount}`)

  const signing = request(dapp, session, 'personal_sign', [stringToHex('keys'), devAccount])
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await tabTo(page, prompt.getByRole('button', { name: 'Approve' }), 20)
  await page.keyboard.press('Enter')
  expect(await signing).toMatch(/^0x[0-9a-f]{130}$/)
})

test('axe reports no violation with a proposal, then with a request, on the page', async ({
  page,
}) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page, uri)
  const proposal = page.getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
  await expect(proposal).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await proposal.getByRole('button', { name: 'Approve' }).click()
  const session = await approval

  const signing = request(dapp, session, 'personal_sign', [stringToHex('axe'), devAccount])
  const prompt = page.getByRole('article', { name: 'Sign a message for Wallet E2E Dapp' })
  await expect(prompt).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await prompt.getByRole('button', { name: 'Approve' }).click()
  expect(await signing).toMatch(/^0x/)
})

test('eth_chainId is answered without a prompt; wallet_switchEthereumChain switches the page and emits chainChanged', async ({
  page,
}) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp, [
    'personal_sign',
    'eth_chainId',
    'wallet_switchEthereumChain',
  ])
  await openWallet(page, uri)
  await page
    .getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
    .getByRole('button', { name: 'Approve' })
    .click()
  const session = await approval
  expect(await request(dapp, session, 'eth_chainId', [], 'eip155:137')).toBe('0x89')

  const chainChanged = nextSessionEvent(dapp, 'chainChanged')
  const switched = request(dapp, session, 'wallet_switchEthereumChain', [{ chainId: '0x89' }])
  expect(await switched).toBeNull()
  expect((await chainChanged).params).toMatchObject({ chainId: 'eip155:137' })
  await expect(page.getByRole('combobox', { name: 'Chain' })).toHaveValue('137')
})

test('a QR code image of the URI pairs; other text, a non-image and an image without a code are explained', async ({
  page,
}) => {
  const dapp = await newDapp()
  const { uri, approval } = await propose(dapp)
  await openWallet(page)
  const picker = page.getByLabel('Or read a QR code image')
  const blank = await QRCode.toBuffer('not a pairing URI', { type: 'png' })
  await picker.setInputFiles({ name: 'blank.png', mimeType: 'image/png', buffer: blank })
  await expect(page.getByRole('alert')).toHaveText('A pairing URI starts with "wc:".')
  await picker.setInputFiles({ name: 'text.txt', mimeType: 'text/plain', buffer: Buffer.from('x') })
  await expect(page.getByRole('alert')).toHaveText(
    'The file is not an image this browser can read.',
  )
  const pixel = Buffer.from(DAPP_ICON.split(',')[1]!, 'base64')
  await picker.setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: pixel })
  await expect(page.getByRole('alert')).toHaveText('No QR code was found in the image.')

  const png = await QRCode.toBuffer(uri, { type: 'png', margin: 4, scale: 4 })
  await picker.setInputFiles({ name: 'pairing.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByLabel('Pairing URI')).toHaveValue(uri)
  await page
    .getByRole('article', { name: 'Connection request from Wallet E2E Dapp' })
    .getByRole('button', { name: 'Approve' })
    .click()
  expect((await approval).namespaces.eip155?.accounts).toContain(`eip155:1:${devAccount}`)
})
