// The page globals (window.__APPKIT_DEV_WALLET__, window.__appkitDevWallet) come with these types.
import type { DevWalletMode } from '@appkit/dev-wallet'
import { PAGE_SCRIPT_PATH } from '@appkit/dev-wallet/build'
import type { DevnetInfo } from '@appkit/test'
import type { Page } from '@playwright/test'

/**
 * Injects the dev wallet's page script into every document `page` opens (Playwright
 * addInitScript), configured with the devnet's RPC URLs and `mode`; it announces itself with
 * EIP-6963 and remembers its authorization in localStorage across reloads. `extraRpcUrls` adds
 * chains the dapp does not configure (to put the wallet on an unsupported network).
 */
export async function injectDevWallet(
  page: Page,
  devnet: DevnetInfo,
  mode: DevWalletMode,
  extraRpcUrls: Readonly<Record<number, string>> = {},
): Promise<void> {
  const rpcUrls = {
    ...Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
    ...extraRpcUrls,
  }
  await page.addInitScript(
    (config) => {
      window.__APPKIT_DEV_WALLET__ = config
    },
    { rpcUrls, mode },
  )
  await page.addInitScript({ path: PAGE_SCRIPT_PATH })
}

/** Changes the dev wallet's mode in the page, from its next request on. */
export async function setDevWalletMode(page: Page, mode: DevWalletMode): Promise<void> {
  await page.evaluate((next) => window.__appkitDevWallet?.setMode(next), mode)
}

/** The dev wallet's own prompt (prompt mode), outside the modal. */
export function devWalletPrompt(page: Page) {
  return page.locator('[data-appkit-dev-wallet-prompt]').getByRole('dialog')
}

/** Switches the dev wallet "inside the wallet" (no prompt): it emits chainChanged. */
export async function switchDevWalletChain(page: Page, chainId: number): Promise<void> {
  await page.evaluate((id) => window.__appkitDevWallet?.switchChain(id), chainId)
}

declare global {
  interface Window {
    /** The methods the page asked the dev wallet for, in order (see recordWalletRequests). */
    __walletRequests?: string[]
  }
}

/** Records every method the page asks the dev wallet for (add it after injectDevWallet). */
export async function recordWalletRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const wallet = window.__appkitDevWallet
    if (!wallet) return
    const requests: string[] = []
    window.__walletRequests = requests
    const request = wallet.request.bind(wallet)
    wallet.request = (args) => {
      requests.push(args.method)
      return request(args)
    }
  })
}

/** How many connection requests (eth_requestAccounts, wallet_requestPermissions) the wallet got. */
export function connectionRequestCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window.__walletRequests ?? []).filter(
        (method) => method === 'eth_requestAccounts' || method === 'wallet_requestPermissions',
      ).length,
  )
}
