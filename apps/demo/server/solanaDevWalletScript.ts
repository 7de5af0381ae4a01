import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'

/** The path the Solana dev wallet's page script is served at when the server injects it. */
export const SOLANA_DEV_WALLET_SCRIPT_PATH = '/@appkit-dev-wallet-solana.js'

/**
 * The tags that install the Solana dev wallet (Wallet Standard, the devnet's dev keys, asking
 * its user in its own prompt) on the devnet's Solana cluster; none when the devnet has none.
 */
export function solanaDevWalletTags(devnet: unknown): string[] {
  const solana = (devnet as { solana?: { rpcUrl?: unknown; genesisHash?: unknown } } | null)?.solana
  if (typeof solana?.rpcUrl !== 'string' || typeof solana.genesisHash !== 'string') return []
  const config = JSON.stringify({ rpcUrl: solana.rpcUrl, genesisHash: solana.genesisHash })
  return [
    `<script>window.__APPKIT_DEV_WALLET_SOLANA__ = ${config.replace(/</g, '\\u003c')}</script>`,
    `<script src="${SOLANA_DEV_WALLET_SCRIPT_PATH}"></script>`,
  ]
}

async function solanaDevWalletScript(): Promise<string> {
  const { buildSolanaPageScript, SOLANA_PAGE_SCRIPT_PATH } = await import(
    '@appkit/dev-wallet/build'
  )
  if (!existsSync(SOLANA_PAGE_SCRIPT_PATH)) await buildSolanaPageScript()
  return readFile(SOLANA_PAGE_SCRIPT_PATH, 'utf8')
}

/** Serves the Solana dev wallet's page script (built on first use) when `enabled()`. */
export function serveSolanaDevWalletScript(enabled: () => boolean) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (request.url?.split('?')[0] !== SOLANA_DEV_WALLET_SCRIPT_PATH || !enabled()) return next()
    solanaDevWalletScript().then((body) => {
      response.setHeader('content-type', 'text/javascript')
      response.setHeader('cache-control', 'no-store')
      response.end(body)
    }, next)
  }
}
