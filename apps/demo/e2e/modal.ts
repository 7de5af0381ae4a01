import type { Page } from '@playwright/test'

/** The modal's dialog (in the shadow root of `<appkit-modal>`), by its title. */
export function modalDialog(page: Page, title: string | RegExp) {
  return page.locator('appkit-modal').getByRole('dialog', { name: title })
}

/** The dev wallet's tile on the Connect view. */
export function devWalletTile(page: Page) {
  return modalDialog(page, 'Connect Wallet').getByRole('button', { name: /AppKit Dev Wallet/ })
}
