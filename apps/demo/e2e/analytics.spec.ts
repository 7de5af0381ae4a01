import { randomUUID } from 'node:crypto'
import { expect, test } from './demoTest'
import { injectDevWallet } from './devWallet'
import { devWalletTile, modalDialog } from './modal'
import { API_ADMIN_TOKEN_ENV } from './startDevnetApi'

type StoredEvent = { event: string; type: string; url: string }

// apps/api's own admin route reads what its database stored for the demo's project.
async function storedEvents(marker: string): Promise<StoredEvent[]> {
  const response = await fetch(
    `${process.env.APPKIT_API_URL}/admin/v1/projects/default/events?limit=500`,
    { headers: { authorization: `Bearer ${process.env[API_ADMIN_TOKEN_ENV]}` } },
  )
  expect(response.status).toBe(200)
  const { events } = (await response.json()) as { events: StoredEvent[] }
  return events.filter((event) => event.url.includes(marker))
}

test("SPEC §7 analytics: nothing reaches apps/api's /e before the first open; opening and connecting store MODAL_OPEN and CONNECT_SUCCESS in its database", async ({
  page,
  devnet,
  requestGuard,
}) => {
  // A marker in the page URL tells this run's events from other tests' in the shared database.
  const marker = `analytics-${randomUUID()}`
  await injectDevWallet(page, devnet, 'approve')
  await page.goto(`/?${marker}`)
  await expect(page.getByTestId('appkit-status')).toHaveText('disconnected')
  // The page has settled (INITIALIZE was recorded in the page); nothing was sent.
  await page.waitForLoadState('networkidle')
  expect(requestGuard.requests.filter((request) => new URL(request.url).pathname === '/e')).toEqual(
    [],
  )
  expect(await storedEvents(marker)).toEqual([])

  await page.locator('#connect').click()
  await devWalletTile(page).click()
  await expect(page.getByTestId('appkit-status')).toHaveText('connected')
  await expect(modalDialog(page, 'Connect Wallet')).toBeHidden()

  await expect
    .poll(async () => (await storedEvents(marker)).map((event) => event.event), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['MODAL_OPEN', 'CONNECT_SUCCESS']))
  const stored = await storedEvents(marker)
  expect(stored.every((event) => event.type === 'track')).toBe(true)
})
