import type { DevWalletMode } from '@appkit/dev-wallet'
import { type DevnetInfo, readDevnetFromEnv } from '@appkit/test'
import { type RequestGuard, startRequestGuard } from '@appkit/test/playwright-request-guard'
import { test as base, expect } from '@playwright/test'
import { injectDevWallet, recordWalletRequests as recordRequests } from './devWallet'

/** The fixtures of the demo's browser tests. */
export type DemoFixtures = {
  /** The running devnet's info (chains, contracts, dev account). */
  devnet: DevnetInfo
  /** Every request of the test's browser context; checked after each test: all on 127.0.0.1. */
  requestGuard: RequestGuard
  /**
   * Injects the dev wallet in `mode` (default 'approve'), with extra chains, optionally records
   * the methods the page asks it for, and opens the demo (with `search` as its query).
   */
  openDemo: (options?: {
    walletMode?: DevWalletMode
    /** The page's query, e.g. `?modalPreload=intent` (default none). */
    search?: string
    extraRpcUrls?: Readonly<Record<number, string>>
    recordWalletRequests?: boolean
  }) => Promise<void>
}

/** Playwright's `test` with the devnet, the request guard and the demo opener. */
export const test = base.extend<DemoFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies first
  devnet: async ({}, use) => {
    await use(readDevnetFromEnv())
  },
  requestGuard: [
    async ({ context }, use) => {
      const guard = await startRequestGuard(context)
      await use(guard)
      // SPEC privacy: no request leaves 127.0.0.1, whatever the test did.
      expect(guard.offLoopback()).toEqual([])
    },
    { auto: true },
  ],
  openDemo: async ({ page, devnet }, use) => {
    await use(
      async ({ walletMode = 'approve', search = '', extraRpcUrls, recordWalletRequests } = {}) => {
        await injectDevWallet(page, devnet, walletMode, extraRpcUrls)
        if (recordWalletRequests) await recordRequests(page)
        await page.goto(`/${search}`)
      },
    )
  },
})

export { expect }
