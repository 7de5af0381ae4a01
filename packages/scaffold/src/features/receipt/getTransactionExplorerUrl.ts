import type { CaipNetwork } from '@appkit/core'
import { isSafeLinkUrl } from '@appkit/ui'

/**
 * The block explorer page of transaction `hash` on `network`, if it has an explorer: the
 * explorer's `/tx/{hash}` under its base path, its query kept (every namespace's explorers take
 * that shape: an EVM hash, a Solana signature, a Bitcoin txid). Only an https page, or an http
 * one on this machine's loopback (a dapp's local explorer, e.g. apps/api's on a devnet).
 */
export function getTransactionExplorerUrl(
  hash: string,
  network: Pick<CaipNetwork, 'blockExplorers'>,
): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base || !hash) return undefined
  try {
    const url = new URL(base)
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`
    url.hash = ''
    return isSafeLinkUrl(url.href, { loopbackHttp: true }) ? url.href : undefined
  } catch {
    return undefined
  }
}
