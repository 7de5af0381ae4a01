import { expect, test } from './demoTest'
import { devWalletTile } from './modal'

test('SIWX with server sessions (?siwx=server): the dev wallet signs in, apps/api stores the session, a reload keeps it, and Sign out revokes it there', async ({
  page,
  openDemo,
}) => {
  const apiUrl = process.env.APPKIT_API_URL
  if (!apiUrl) throw new Error('APPKIT_API_URL is not set (e2e/globalSetup.ts starts apps/api)')
  await openDemo()
  await page.goto('/?siwx=server')
  await page.locator('#connect').click()
  await devWalletTile(page).click()
  const signIn = page.locator('appkit-modal').getByRole('dialog', { name: 'Sign In' })
  await signIn.getByRole('button', { name: 'Sign' }).click()
  await expect(signIn).toBeHidden()
  const session = page.getByTestId('siwx-session')
  await expect(session).toHaveText(/^Signed in as 0x[0-9a-fA-F]{40} on eip155:1$/)

  // The page keeps only the session id (a cookie); apps/api has the session.
  const cookie = (await page.context().cookies()).find(
    (c) => c.name === '%40appkit-wallet%2Fsiwx_server_sessions',
  )
  const [ref] = JSON.parse(decodeURIComponent(cookie?.value ?? '[]')) as { id: string }[]
  expect(ref?.id).toMatch(/^[0-9a-f-]{36}$/)
  expect((await page.request.get(`${apiUrl}/v1/sessions/${ref?.id}`)).status()).toBe(200)

  await page.reload()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await expect(session).toHaveText(/^Signed in as /)
  await expect(page.locator('appkit-modal').getByRole('dialog')).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(session).toHaveText('Not signed in')
  expect((await page.request.get(`${apiUrl}/v1/sessions/${ref?.id}`)).status()).toBe(404)
})
