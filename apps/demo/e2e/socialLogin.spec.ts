import { analyzeModalWithAxe } from '@appkit/test/playwright-axe'
import { expect as pwExpect } from '@playwright/test'
import { expect, test } from './demoTest'
import { tabTo } from './keyboard'
import { modalDialog } from './modal'
import { DEMO_FARCASTER_USERNAMES, FARCASTER_APP_URL_ENV } from './startDemoSecure'

test('SPEC §4 "Social login: started, request user data, success or error; popup closed before completion rejects": the dev issuer popup and its account chooser, keyboard only, Account shows the social username (SPEC §5 display name) for the embedded wallet', async ({
  page,
  requestGuard,
}) => {
  // What the page asks the browser for when it opens the login popup (the window's features).
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.assign(window, { __openedFeatures: opened })
    const open = window.open.bind(window)
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push(features ?? '')
      return open(url, target, features)
    }
  })
  await page.goto('/')
  await tabTo(page, page.locator('#connect'))
  await page.keyboard.press('Enter')
  const connect = modalDialog(page, 'Connect Wallet')
  // SPEC §9 'Default social list order: google, x, farcaster, discord, apple, github, facebook'.
  const socials = connect.getByRole('list', { name: 'Log in with a social account' })
  // The first as a wide button with its name, the others as a row of marks named alike.
  await pwExpect(socials.getByRole('button')).toHaveCount(7)
  const names = await socials
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim()),
    )
  expect(names).toEqual([
    'Continue with Google',
    'Continue with X',
    'Continue with Farcaster',
    'Continue with Discord',
    'Continue with Apple',
    'Continue with GitHub',
    'Continue with Facebook',
  ])
  await pwExpect(socials.getByRole('button').first()).toHaveText('Continue with Google')
  expect(await analyzeModalWithAxe(page), 'Connect with the social buttons').toEqual([])

  // Popup closed before completion: 'Popup closed' from the catalogue.
  const google = socials.getByRole('button', { name: 'Continue with Google' })
  await tabTo(page, google)
  const early = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  const closing = await early
  await closing.waitForURL(/\/authorize\?/)
  // SPEC §7 'Social login: popup 600x800': the popup is opened, then navigated by name, each
  // time as a 600×800 popup window.
  const features = await page.evaluate(
    () => (window as unknown as { __openedFeatures: string[] }).__openedFeatures,
  )
  expect(features.length).toBeGreaterThan(0)
  expect(new Set(features)).toEqual(new Set(['popup,width=600,height=800']))
  await closing.close()
  const panel = modalDialog(page, 'Social Login')
  await pwExpect(panel.getByRole('alert')).toContainText('Popup closed', { timeout: 10_000 })
  expect(await analyzeModalWithAxe(page), 'the popup closed error').toEqual([])

  // Try again, and pick an identity on the dev issuer's account chooser with the keyboard (the
  // first has focus; Tab moves to the second).
  await tabTo(page, panel.getByRole('button', { name: 'Try again' }))
  const next = page.waitForEvent('popup')
  await page.keyboard.press('Enter')
  const popup = await next
  await popup.waitForURL(/\/authorize\?/)
  await pwExpect(popup.getByRole('button', { name: /^Sign in as / })).toHaveCount(3)
  await pwExpect(popup.getByRole('button', { name: /^Sign in as dev-google-user$/ })).toBeFocused()
  await popup.keyboard.press('Tab')
  await pwExpect(
    popup.getByRole('button', { name: /^Sign in as dev-google-user-2$/ }),
  ).toBeFocused()
  await popup.keyboard.press('Enter')
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 15_000 })
  const address = (await page.getByTestId('appkit-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await pwExpect.poll(() => popup.isClosed()).toBe(true)

  if (await panel.isVisible()) await page.keyboard.press('Escape')
  await page.locator('#connect').click()
  // SPEC §5 'Display name: social username ...', not the address ('truncated 4 start, 6 end').
  const account = modalDialog(page, 'Account')
  await pwExpect(account).toContainText('dev-google-user-2')
  await pwExpect(account).not.toContainText(`${address.slice(0, 4)}...${address.slice(-6)}`)
  expect(requestGuard.offLoopback()).toEqual([])
})

test('SPEC §2 ConnectingFarcaster: the Sign In With Farcaster QR code and deep link, the Farcaster app (stand-in) approves, Account shows the Farcaster username; SPEC §2 "Leaving ConnectingFarcaster without an account resets the social login URL and reloads the auth connector"', async ({
  page,
  context,
  requestGuard,
}) => {
  const appUrl = process.env[FARCASTER_APP_URL_ENV] ?? ''
  expect(appUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/app$/)
  await page.goto('/')
  await page.locator('#connect').click()
  const connect = modalDialog(page, 'Connect Wallet')
  await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const view = modalDialog(page, 'Farcaster')
  await pwExpect(view.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeVisible({
    timeout: 20_000,
  })
  const deepLink = view.getByRole('link', { name: 'Open Farcaster' })
  const firstLink = (await deepLink.getAttribute('href')) ?? ''
  expect(firstLink).toMatch(/^farcaster:\/\/connect\?channelToken=[0-9a-f-]{36}&nonce=/)
  await pwExpect(view.getByRole('status')).toHaveText('Waiting for approval in Farcaster')
  expect(await analyzeModalWithAxe(page), 'ConnectingFarcaster').toEqual([])

  // Leaving mid-flow (Back): the pending sign-in ends, so approving its link later logs nobody in.
  await view.getByRole('button', { name: 'Back' }).click()
  await pwExpect(connect).toBeVisible()
  const app = await context.newPage()
  await app.goto(`${appUrl}?link=${encodeURIComponent(firstLink)}`)
  await app.getByRole('button', { name: 'Approve' }).click()
  await pwExpect(app.getByRole('status')).toContainText(
    `Approved as @${DEMO_FARCASTER_USERNAMES[0]}`,
  )

  // Coming back opens a new sign-in (the URL was reset), and the old approval did not connect.
  await connect.getByRole('button', { name: 'Continue with Farcaster' }).click()
  await pwExpect(deepLink).toHaveAttribute('href', /^farcaster:\/\/connect\?channelToken=/, {
    timeout: 20_000,
  })
  const secondLink = (await deepLink.getAttribute('href')) ?? ''
  expect(secondLink).not.toBe(firstLink)
  await pwExpect(view.getByRole('status')).toHaveText('Waiting for approval in Farcaster')
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('disconnected')

  // The Farcaster app opens the deep link, shows which site asks, and Approve signs with the
  // custody key of a FID registered on the devnet.
  await app.goto(`${appUrl}?link=${encodeURIComponent(secondLink)}`)
  await pwExpect(app.getByRole('heading', { level: 1 })).toHaveText(
    `Sign in to ${new URL(process.env.VITE_SECURE_URL ?? '').host}`,
  )
  await app.getByRole('button', { name: 'Approve' }).click()
  await pwExpect(page.getByTestId('appkit-status')).toHaveText('connected', { timeout: 20_000 })
  await app.close()

  if (await view.isVisible()) await page.keyboard.press('Escape')
  await page.locator('#connect').click()
  // SPEC §5 'Display name: social username': the Farcaster username from the name table.
  await pwExpect(modalDialog(page, 'Account')).toContainText(DEMO_FARCASTER_USERNAMES[0])
  expect(requestGuard.offLoopback()).toEqual([])
})
