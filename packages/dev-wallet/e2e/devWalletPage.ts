import { readDevnetFromEnv } from '@appkit/test'
import type { Page } from '@playwright/test'
import { PAGE_SCRIPT_PATH } from '../scripts/buildPageScript.mjs'
import type { Eip6963ProviderDetail } from '../src/announceDevWallet'
import type { DevWalletProvider } from '../src/createDevWalletProvider'
import type { DevWalletMode, RequestArguments } from '../src/DevWalletTypes'
import { FIXTURE_URL_ENV } from './globalSetup'

declare global {
  interface Window {
    /** What the test page's EIP-6963 listener received. */
    __announced: Eip6963ProviderDetail<DevWalletProvider>[]
  }
}

/** A request's outcome as the page saw it (error objects keep their numeric code). */
export type PageRequestOutcome = {
  result?: unknown
  error?: { code: unknown; name: string; message: string }
}

/**
 * Opens the test page with the page script injected (Playwright addInitScript), configured with
 * the devnet's RPC URLs through `window.__APPKIT_DEV_WALLET__`.
 */
export async function openDevWalletPage(
  page: Page,
  options: { mode?: DevWalletMode; query?: string } = {},
): Promise<void> {
  const devnet = readDevnetFromEnv()
  const rpcUrls = Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  await page.addInitScript(
    (config) => {
      window.__APPKIT_DEV_WALLET__ = config
    },
    options.mode ? { rpcUrls, mode: options.mode } : { rpcUrls },
  )
  await page.addInitScript({ path: PAGE_SCRIPT_PATH })
  await page.goto(`${process.env[FIXTURE_URL_ENV]}${options.query ?? ''}`)
}

/** Starts a request through the announced provider, as a dapp would; resolves to its outcome. */
export function requestInPage(page: Page, args: RequestArguments): Promise<PageRequestOutcome> {
  return page.evaluate(async (request) => {
    try {
      return { result: await window.__announced[0]!.provider.request(request) }
    } catch (error) {
      const { code, name, message } = error as { code: unknown; name: string; message: string }
      return { error: { code, name, message } }
    }
  }, args)
}
