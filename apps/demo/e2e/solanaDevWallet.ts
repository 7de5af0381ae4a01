// The page globals (window.__APPKIT_DEV_WALLET_SOLANA__, window.__appkitSolanaDevWallet) come
// with these types.
import type { DevWalletMode } from '@appkit/dev-wallet'
import { SOLANA_PAGE_SCRIPT_PATH } from '@appkit/dev-wallet/build'
import type {} from '@appkit/dev-wallet/solana'
import type { DevnetInfo } from '@appkit/test'
import type { Page } from '@playwright/test'

/**
 * Injects the Solana dev wallet's page script (Wallet Standard, the devnet's dev keys) into every
 * document `page` opens, on the devnet's Solana cluster, in `mode`; it remembers its
 * authorization in localStorage across reloads.
 */
export async function injectSolanaDevWallet(
  page: Page,
  devnet: DevnetInfo,
  mode: DevWalletMode,
): Promise<void> {
  await page.addInitScript(
    (config) => {
      window.__APPKIT_DEV_WALLET_SOLANA__ = config
    },
    { rpcUrl: devnet.solana.rpcUrl, genesisHash: devnet.solana.genesisHash, mode },
  )
  await page.addInitScript({ path: SOLANA_PAGE_SCRIPT_PATH })
}

/** Changes the Solana dev wallet's mode in the page, from its next request on. */
export async function setSolanaDevWalletMode(page: Page, mode: DevWalletMode): Promise<void> {
  await page.evaluate((next) => window.__appkitSolanaDevWallet?.setMode(next), mode)
}

/**
 * Makes the Solana dev wallet sign transactions with a forged signature (or honestly again),
 * from its next request on: the chain refuses what it sends.
 */
export async function setSolanaDevWalletForgery(page: Page, forge: boolean): Promise<void> {
  await page.evaluate((next) => window.__appkitSolanaDevWallet?.setForgeSignatures(next), forge)
}
