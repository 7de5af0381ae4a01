import { expect, type Page } from '@playwright/test'

/** Opens the demo at `url` and waits until the page is idle with its connect button shown. */
export async function loadDemoPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator('#connect')).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** Clicks the connect button and waits until the modal shows its first view and is idle. */
export async function openModalOnConnect(page: Page): Promise<void> {
  await page.locator('#connect').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.waitForLoadState('networkidle')
}
