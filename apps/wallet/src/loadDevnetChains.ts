import type { WalletChain } from './executeSigningRequest'
import { WalletConfigError } from './WalletConfigError'

/** The path the page reads the devnet's chains from (served by the Vite plugin). */
export const DEVNET_JSON_URL = '/devnet.json'

function isLoopbackHttp(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' && url.hostname === '127.0.0.1'
  } catch {
    return false
  }
}

/**
 * Reads the devnet's chains (`{ chains: [{ chainId, name, nativeSymbol, rpcUrl }] }`), keeping
 * only well-formed ones whose RPC is on http://127.0.0.1. Throws WalletConfigError when none is.
 */
export function readDevnetChains(json: unknown): WalletChain[] {
  const list = (json as { chains?: unknown } | null)?.chains
  const chains = (Array.isArray(list) ? list : []).filter(
    (chain): chain is WalletChain =>
      Number.isSafeInteger(chain?.chainId) &&
      chain.chainId > 0 &&
      typeof chain.name === 'string' &&
      typeof chain.nativeSymbol === 'string' &&
      isLoopbackHttp(chain.rpcUrl),
  )
  if (chains.length === 0)
    throw new WalletConfigError('The devnet info lists no chain with an RPC on 127.0.0.1.')
  return chains.map(({ chainId, name, nativeSymbol, rpcUrl }) => ({
    chainId,
    name,
    nativeSymbol,
    rpcUrl,
  }))
}

/** Fetches the devnet's chains from the page's own server. */
export async function loadDevnetChains(fetchJson: typeof fetch = fetch): Promise<WalletChain[]> {
  const response = await fetchJson(DEVNET_JSON_URL, { cache: 'no-store' })
  if (!response.ok)
    throw new WalletConfigError(
      `The devnet is not running (${DEVNET_JSON_URL}: ${response.status}).`,
    )
  return readDevnetChains(await response.json())
}
