import { fileURLToPath } from 'node:url'
import { type BundledPageServer, startBundledPageServer } from '@appkit/test/playwright-page-server'
import { type RequestGuard, startRequestGuard } from '@appkit/test/playwright-request-guard'
import { test as base, expect, type Locator, type Page } from '@playwright/test'

/** The fixtures of the scaffold's browser tests. */
export type HarnessFixtures = {
  /** Every request of the test's browser context; checked after each test: all on 127.0.0.1. */
  requestGuard: RequestGuard
  /** Opens the harness page and waits for its AppKit. */
  openHarness: () => Promise<void>
}

/** Playwright's `test` with the harness server (one per worker), the request guard and the opener. */
export const test = base.extend<HarnessFixtures, { harness: BundledPageServer }>({
  harness: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
    async ({}, use) => {
      // The real createAppKit, WagmiAdapter and dev wallet; the modal's lazy chunks stay separate.
      const server = await startBundledPageServer({
        entry: fileURLToPath(new URL('./page/harnessPage.ts', import.meta.url)),
        title: 'Scaffold harness',
        body: '<main id="harness"></main>',
      })
      await use(server)
      await server.close()
    },
    { scope: 'worker' },
  ],
  requestGuard: [
    async ({ context }, use) => {
      const guard = await startRequestGuard(context)
      await use(guard)
      // SPEC privacy: no request leaves 127.0.0.1, whatever the test did.
      expect(guard.offLoopback()).toEqual([])
    },
    { auto: true },
  ],
  openHarness: async ({ page, harness }, use) => {
    await use(async () => {
      await page.goto(harness.url)
      await page.waitForFunction(() => 'harness' in window)
    })
  },
})

export { expect }

/** The modal's dialog (in the shadow root of `<appkit-modal>`), by its title. */
export function modalDialog(page: Page, title: string | RegExp): Locator {
  return page.locator('appkit-modal').getByRole('dialog', { name: title })
}

/** Sets the modal's theme mode through the instance, as `appKit.setThemeMode` does for a dapp. */
export async function setThemeMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => {
    const { appKit } = (
      window as unknown as { harness: { appKit: { setThemeMode(m: string): void } } }
    ).harness
    appKit.setThemeMode(next)
  }, mode)
  await expect(page.locator('appkit-modal [data-theme]').first()).toHaveAttribute(
    'data-theme',
    mode,
  )
}

/**
 * Screenshots of a modal view for review, when `folder` is set (an `APPKIT_*_SHOTS` variable):
 * the dialog in light and dark, then the page at 375 px wide; `<folder>/<name>-{light,dark,375}.png`.
 */
export async function shootDialog(
  page: Page,
  dialog: Locator,
  folder: string | undefined,
  name: string,
): Promise<void> {
  if (!folder) return
  await setThemeMode(page, 'light')
  await dialog.screenshot({ path: `${folder}/${name}-light.png` })
  await setThemeMode(page, 'dark')
  await dialog.screenshot({ path: `${folder}/${name}-dark.png` })
  await setThemeMode(page, 'light')
  const size = page.viewportSize()
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${folder}/${name}-375.png` })
  if (size) await page.setViewportSize(size)
}

/** How many times the harness's broken wallet was asked to connect. */
export function readFailedConnects(page: Page): Promise<number> {
  return page.evaluate(() =>
    (window as unknown as { harness: { failedConnects(): number } }).harness.failedConnects(),
  )
}

/**
 * Presses Tab until `target` has focus, as a keyboard user would (the demo's e2e/keyboard.ts
 * does the same); fails after `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  for (let presses = 0; presses < maxPresses; presses++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return
    await page.keyboard.press('Tab')
  }
  await expect(target, `not reached with ${maxPresses} presses of Tab`).toBeFocused()
}
