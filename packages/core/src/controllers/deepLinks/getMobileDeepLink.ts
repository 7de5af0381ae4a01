/** The wallets with a mobile browse deep link (SPEC §2). */
export type DeepLinkWallet = 'phantom' | 'solflare' | 'coinbase'

/**
 * The wallets' own deep-link pages. They are the wallets' public entry points, not services
 * the modal calls, and each can be replaced through `overrides`.
 */
export const DEEP_LINK_BASES: Readonly<Record<DeepLinkWallet, string>> = {
  phantom: 'https://phantom.app/ul/browse/',
  solflare: 'https://solflare.com/ul/v1/browse/',
  coinbase: 'https://go.cb-w.com/dapp',
}

/**
 * The deep link that opens the current page inside a wallet's browser, with the page URL as
 * the redirect parameter (encoded, so `?` and `#` in it cannot change the target).
 */
export function getMobileDeepLink(
  wallet: DeepLinkWallet,
  pageUrl: string,
  overrides: Partial<Record<DeepLinkWallet, string>> = {},
): string {
  const base = overrides[wallet] ?? DEEP_LINK_BASES[wallet]
  const encoded = encodeURIComponent(pageUrl)
  if (wallet === 'coinbase') return `${base}?cb_url=${encoded}`
  const origin = encodeURIComponent(new URL(pageUrl).origin)
  return `${base}${encoded}?ref=${origin}`
}
