import { fileURLToPath } from 'node:url'
import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { startBundledPageServer } from '@appkit/test/playwright-page-server'
import { expect, test as harnessTest, modalDialog, setThemeMode, tabTo } from './harnessTest'

type SiwxWindow = {
  harness: {
    appKit: {
      getIsConnected(): boolean
      getAddress(): string | undefined
      core: { siwx: { hasSession: boolean } }
    }
    siwx: { getSessions(chainId: string, address: string): Promise<{ data: { domain: string } }[]> }
  }
}

// The same fixtures as the harness, on the SIWX page (sign-in required).
const test = harnessTest.extend<
  object,
  { harness: Awaited<ReturnType<typeof startBundledPageServer>> }
>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      const server = await startBundledPageServer({
        entry: fileURLToPath(new URL('./page/siwxPage.ts', import.meta.url)),
        title: 'SIWX harness',
        body: '<main id="harness"></main>',
      })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
})

const shots = process.env.APPKIT_SIWX_SHOTS

test('SPEC §4 SIWX required: after connecting the dev wallet SIWXSignMessage opens without Close, Escape keeps it, axe is clean, and Sign stores a verified session and closes', async ({
  page,
  openHarness,
}) => {
  await openHarness()
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await modalDialog(page, 'Connect Wallet')
    .getByRole('button', { name: /AppKit Dev Wallet/ })
    .click()
  const signIn = modalDialog(page, 'Sign In')
  await expect(signIn).toContainText('SIWX harness wants you to sign in')
  await expect(signIn.getByRole('button', { name: 'Close' })).toHaveCount(0)
  await expect(signIn.getByRole('button', { name: 'Back' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(signIn).toBeVisible()

  await setThemeMode(page, 'light')
  expect(await analyzeModalWithAxe(page), 'light').toEqual([])
  if (shots) await signIn.screenshot({ path: `${shots}/siwx-light.png` })
  await setThemeMode(page, 'dark')
  expect(await analyzeModalWithAxe(page), 'dark').toEqual([])
  if (shots) await signIn.screenshot({ path: `${shots}/siwx-dark.png` })
  await setThemeMode(page, 'light')
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: `${shots}/siwx-390.png` })
  }

  const sign = signIn.getByRole('button', { name: 'Sign' })
  await tabTo(page, sign)
  await page.keyboard.press('Enter')
  await expect(signIn).toBeHidden()
  const session = await page.evaluate(async () => {
    const { appKit, siwx } = (window as unknown as SiwxWindow).harness
    const address = appKit.getAddress() ?? ''
    return {
      hasSession: appKit.core.siwx.hasSession,
      domains: (await siwx.getSessions('eip155:1', address)).map((s) => s.data.domain),
    }
  })
  expect(session).toEqual({ hasSession: true, domains: [new URL(page.url()).host] })
})

test('SPEC §4 SIWX required: Cancel disconnects and the modal closes', async ({
  page,
  openHarness,
}) => {
  await openHarness()
  await page.getByRole('button', { name: 'Open AppKit' }).click()
  await modalDialog(page, 'Connect Wallet')
    .getByRole('button', { name: /AppKit Dev Wallet/ })
    .click()
  const signIn = modalDialog(page, 'Sign In')
  await signIn.getByRole('button', { name: 'Cancel' }).click()
  await expect(signIn).toBeHidden()
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as SiwxWindow).harness.appKit.getIsConnected()),
    )
    .toBe(false)
})
