import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { expect as pwExpect } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { expect, test } from './demoTest'
import { tabTo } from './keyboard'
import { modalDialog } from './modal'
import { readBuildReport } from './readBuildReport'
import { secureFrame } from './secureFrame'
import { readLoginCode } from './startDemoSecure'

/** The build's chunk of the e-mail panel (its dynamic import, named after the module). */
function emailChunks(): string[] {
  return readBuildReport()
    .chunks.filter((chunk) => chunk.name === 'EmailPanel')
    .map((chunk) => chunk.fileName)
}

test('SPEC §4 "Login e-mail flow": e-mail, the code from the SMTP sink, Account shows the e-mail (SPEC §5 display name) for the embedded wallet, whose signature verifies, and again after a reload; the e-mail chunk loads only then', async ({
  page,
  requestGuard,
}) => {
  const chunk = emailChunks()
  expect(chunk).toHaveLength(1)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname.slice(1))
  })
  // No injected wallet: SPEC §9 'Connect method order default: email, social, wallet'.
  // Keyboard only, from the connect button to the code.
  await page.goto('/')
  await tabTo(page, page.locator('#connect'))
  await page.keyboard.press('Enter')
  const connect = modalDialog(page, 'Connect Wallet')
  const field = connect.getByRole('textbox', { name: 'Email' })
  await pwExpect(field).toBeVisible()
  expect(scripts.filter((path) => chunk.includes(path))).toEqual([])
  expect(await analyzeModalWithAxe(page), 'Connect with the e-mail field').toEqual([])

  // Over 30 characters, so SPEC §5 'cut to 27 characters plus an ellipsis when over 30' shows.
  const email = `e2e-${Date.now()}@example-company.com`
  expect(email.length).toBeGreaterThan(30)
  const displayName = `${email.slice(0, 27)}...`
  await tabTo(page, field)
  await page.keyboard.type(email)
  await page.keyboard.press('Enter')
  const panel = modalDialog(page, 'Email Login')
  await pwExpect(panel).toContainText(`Enter the code sent to ${email}.`)
  expect(scripts.filter((path) => chunk.includes(path))).toEqual(chunk)

  expect(await analyzeModalWithAxe(page), 'the code step').toEqual([])
  const code = await readLoginCode(email)
  await tabTo(page, panel.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await page.keyboard.type(code)
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  const address = ((await page.getByTestId('appkit-address').textContent()) ?? '') as Hex
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  if (await modalDialog(page, 'Email Login').isVisible()) await page.keyboard.press('Escape')
  await page.locator('#connect').click()
  const account = modalDialog(page, 'Account')
  // SPEC §5 'Display name: ... else e-mail, cut to 27 characters plus an ellipsis when over 30',
  // on Account and the account button, instead of the address ('truncated 4 start, 6 end').
  const truncated = `${address.slice(0, 4)}...${address.slice(-6)}`
  await pwExpect(account).toContainText(displayName)
  await pwExpect(account).not.toContainText(truncated)
  await pwExpect(page.locator('#connect')).toContainText(displayName)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Sign message' }).click()
  // SPEC §6: the signature waits for Approve inside the secure site's frame.
  await pwExpect(modalDialog(page, 'Approve Transaction')).toBeVisible()
  await secureFrame(page).getByRole('button', { name: 'Approve' }).click()
  await pwExpect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('signature').textContent()) as Hex
  const message = await page.getByRole('textbox', { name: 'Message' }).inputValue()
  expect(await verifyMessage({ address, message, signature })).toBe(true)

  // SPEC §4 reconnect at start: after a reload the stored embedded wallet connects again, its
  // chunk and frame loaded at start because that connection is stored.
  await page.reload()
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  await pwExpect(page.getByTestId('appkit-address')).toHaveText(address)
  await page.locator('#connect').click()
  await pwExpect(modalDialog(page, 'Account')).toContainText(displayName)
  await page.keyboard.press('Escape')

  // SPEC §4 'Disconnect of the embedded wallet clears stored login data': the frame signs out.
  const secureOrigin = new URL(process.env.VITE_SECURE_URL ?? '').origin
  const storedSession = () =>
    page
      .frames()
      .find((f) => f.url().startsWith(secureOrigin))
      ?.evaluate(() => localStorage.getItem('@appkit-secure/session')) ?? null
  expect(await storedSession()).toMatch(/^[\w-]{43}$/)
  await page.locator('#connect').click()
  await modalDialog(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  await pwExpect.poll(storedSession).toBeNull()
  expect(requestGuard.offLoopback()).toEqual([])
})
