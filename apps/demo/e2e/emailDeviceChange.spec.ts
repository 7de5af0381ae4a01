import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { startRequestGuard } from '@appkit/test/playwright-request-guard'
import { type Page, expect as pwExpect } from '@playwright/test'
import { expect, test } from './demoTest'
import { tabTo } from './keyboard'
import { modalDialog } from './modal'
import { lastMailTo } from './startDemoSecure'

/**
 * The text of the first e-mail to `email` the SMTP sink received after `since` (ms), matching
 * `pattern`: the sink is asked again until it has it, so a slow delivery is waited for and an
 * older e-mail to the same address is never read by mistake.
 */
async function mailAfter(email: string, since: number, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null
  await pwExpect
    .poll(
      async () => {
        const mail = await lastMailTo(email)
        found = mail && mail.receivedAt >= since ? pattern.exec(mail.text) : null
        return found !== null
      },
      { message: `an e-mail to ${email} matching ${pattern}`, timeout: 45_000 },
    )
    .toBe(true)
  return found as unknown as RegExpExecArray
}

const CODE = /\b(\d{6})\b/
const DEVICE_LINK = /http:\/\/127\.0\.0\.1:\d+\/device\?token=[0-9a-f]{64}(?:&locale=[a-z]{2})?/

/** Types the 6-digit code into `dialog`'s code field, by keyboard. */
async function typeCode(page: Page, dialog: ReturnType<typeof modalDialog>, code: string) {
  await tabTo(page, dialog.getByRole('textbox', { name: 'Digit 1 of 6' }))
  await page.keyboard.type(code)
}

/** An e-mail login on `page` up to the code step; returns when the code e-mail was sent. */
async function startLogin(page: Page, email: string) {
  await page.goto('/')
  await page.locator('#connect').click()
  await modalDialog(page, 'Connect Wallet').getByRole('textbox', { name: 'Email' }).fill(email)
  await page.keyboard.press('Enter')
  return modalDialog(page, 'Email Login')
}

test('SPEC §4 "device verification" and "E-mail change: primary-email code, then secondary-email code" end to end through the SMTP sink: a second browser approves itself by the e-mailed link, then changes the e-mail; Account shows the new e-mail as its display name (SPEC §5)', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, two logins (the second waits out SPEC §9's 30 s e-mail cooldown), a device
  // link and two codes of the e-mail change.
  test.setTimeout(150_000)
  const email = `dev${Date.now() % 100_000_000}@example.org` // under 30 characters: shown whole

  // The first device: an ordinary first login of the e-mail (no device check for a new e-mail).
  const firstCodeAt = Date.now()
  const laptop = await startLogin(page, email)
  await pwExpect(laptop).toContainText(`Enter the code sent to ${email}.`)
  await typeCode(page, laptop, (await mailAfter(email, firstCodeAt, CODE))[1] ?? '')
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  const address = (await page.getByTestId('appkit-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // SPEC §4 'VERIFY_DEVICE': the same e-mail from another browser (its own secure-origin
  // storage, so a device id the wallet never saw) is asked to approve it by the e-mailed link.
  const phone = await browser.newContext(baseURL ? { baseURL } : {})
  const guard = await startRequestGuard(phone)
  try {
    const phonePage = await phone.newPage()
    const linkAt = Date.now()
    const panel = await startLogin(phonePage, email)
    await pwExpect(panel).toContainText(
      `This device is new to ${email}. Open the link we sent there and approve this device.`,
    )
    // The device step's spinner sits in the middle of the panel.
    const spinner = panel.getByRole('status', { name: /./ }).last()
    const [box, spin] = [await panel.boundingBox(), await spinner.boundingBox()]
    expect(
      Math.abs((spin?.x ?? 0) + (spin?.width ?? 0) / 2 - ((box?.x ?? 0) + (box?.width ?? 0) / 2)),
    ).toBeLessThan(4)
    expect(await analyzeModalWithAxe(phonePage), 'the device step').toEqual([])

    // The visitor opens the link (the secure site's own page, in a tab of that browser) and approves.
    const link = (await mailAfter(email, linkAt, DEVICE_LINK))[0]
    const codeAt = Date.now()
    const mail = await phone.newPage()
    await mail.goto(link)
    await pwExpect(mail.getByRole('heading', { name: 'Approve this device' })).toBeVisible()
    await pwExpect(mail.locator('main')).toContainText(`A login to ${email} was asked`)
    await mail.getByRole('button', { name: 'Approve device' }).click()
    await pwExpect(mail.getByRole('heading', { name: 'Device approved' })).toBeVisible()
    await mail.close()

    // Then the one-time code (once 30 s passed since the first one), then the same wallet connects.
    const code = (await mailAfter(email, codeAt, CODE))[1] ?? ''
    await pwExpect(panel).toContainText(`Enter the code sent to ${email}.`)
    await typeCode(phonePage, panel, code)
    await pwExpect(phonePage.getByTestId('appkit-status')).toHaveText('connected', {
      timeout: 15_000,
    })
    await pwExpect(phonePage.getByTestId('appkit-address')).toHaveText(address)

    // The e-mail change, by keyboard: Account → Edit email → the new e-mail → the code sent to
    // the current e-mail → the code sent to the new one.
    if (await panel.isVisible()) await phonePage.keyboard.press('Escape')
    await phonePage.locator('#connect').click()
    const account = modalDialog(phonePage, 'Account')
    await pwExpect(account).toContainText(email)
    await tabTo(phonePage, account.getByRole('button', { name: 'Edit email' }))
    await phonePage.keyboard.press('Enter')
    const edit = modalDialog(phonePage, 'Edit Email')
    await pwExpect(edit).toContainText(`Codes go to ${email} first, then to the new e-mail.`)
    const newEmail = `mv${Date.now() % 100_000_000}@example.org`
    await tabTo(phonePage, edit.getByRole('textbox', { name: 'New email' }))
    const currentAt = Date.now()
    await phonePage.keyboard.type(newEmail)
    await phonePage.keyboard.press('Enter')
    await pwExpect(edit).toContainText(
      `Enter the code sent to ${email}, this wallet's current e-mail.`,
    )
    const currentMail = await mailAfter(email, currentAt, CODE)
    const newAt = Date.now()
    await typeCode(phonePage, edit, currentMail[1] ?? '')
    await pwExpect(edit).toContainText(`Enter the code sent to ${newEmail}, the new e-mail.`)
    await typeCode(phonePage, edit, (await mailAfter(newEmail, newAt, CODE))[1] ?? '')
    await pwExpect(edit).toContainText(`This wallet's e-mail is now ${newEmail}.`)
    expect(await analyzeModalWithAxe(phonePage), 'the e-mail changed').toEqual([])
    await tabTo(phonePage, edit.getByRole('button', { name: 'Back to account' }))
    await phonePage.keyboard.press('Enter')
    // SPEC §5 display name: the new e-mail, on Account and the account button; the same address.
    await pwExpect(modalDialog(phonePage, 'Account')).toContainText(newEmail)
    await pwExpect(phonePage.locator('#connect')).toContainText(newEmail)
    await pwExpect(phonePage.getByTestId('appkit-address')).toHaveText(address)
    expect(guard.offLoopback()).toEqual([])
  } finally {
    await phone.close()
  }
})
