import { expect, type Page } from '@playwright/test'
import { DEV_ACCOUNT } from '../../packages/test/src/devAccounts'
import type { ExamplesEnv } from './examplesEnv'

/**
 * Injects the dev wallet (@appkit/dev-wallet's EIP-6963 page script) into every document `page`
 * opens, on chain 1 at the run's anvil, approving every request; it remembers its
 * authorization in localStorage across reloads, as an extension does.
 */
export async function injectDevWallet(page: Page, env: ExamplesEnv): Promise<void> {
  await page.addInitScript(
    (config) => {
      ;(window as unknown as { __APPKIT_DEV_WALLET__: unknown }).__APPKIT_DEV_WALLET__ = config
    },
    { rpcUrls: { 1: env.rpcUrl }, mode: 'approve' },
  )
  await page.addInitScript({ path: env.pageScript })
}

/** Opens the modal with the page's AppKit button and picks the dev wallet on Connect. */
export async function connectDevWallet(page: Page): Promise<void> {
  await page.locator('#connect').click()
  await page
    .locator('appkit-modal')
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /AppKit Dev Wallet/ })
    .click()
}

/** The page shows the dev account as connected (the example's `useAppKitAccount` output). */
export async function expectConnected(page: Page): Promise<void> {
  await expect(page.getByTestId('address')).toHaveText(new RegExp(`^${DEV_ACCOUNT.address}$`, 'i'))
}
