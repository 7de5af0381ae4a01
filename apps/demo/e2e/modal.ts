import type { Page } from '@playwright/test'

/** The modal's dialog (in the shadow root of `<appkit-modal>`), by its title. */
export function modalDialog(page: Page, title: string | RegExp) {
  return page.locator('appkit-modal').getByRole('dialog', { name: title })
}

/** The dev wallet's tile on the Connect view (titled `title` in the modal's language). */
export function devWalletTile(page: Page, title = 'Connect Wallet') {
  return modalDialog(page, title).getByRole('button', { name: /AppKit Dev Wallet/ })
}
