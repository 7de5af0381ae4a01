import type { Connector, Wallet } from '../../types/connector'

/** True when the wallet is excluded by rdns or name, case-insensitive (SPEC §5). */
export function isExcludedWallet(
  wallet: { name: string; rdns?: string | null | undefined },
  excludeWallets: readonly string[],
): boolean {
  const excluded = excludeWallets.map((e) => e.toLowerCase())
  return (
    excluded.includes(wallet.name.toLowerCase()) ||
    (wallet.rdns ? excluded.includes(wallet.rdns.toLowerCase()) : false)
  )
}

/** The inputs of the generic browser wallet rule. */
export type BrowserWalletParameters = {
  isMobile: boolean
  rdns?: string | undefined
  installed: boolean
}

/**
 * True when the generic browser wallet is shown: hidden on desktop, and on mobile when it has
 * no rdns and is not installed (SPEC §5).
 */
export function isBrowserWalletShown({
  isMobile,
  rdns,
  installed,
}: BrowserWalletParameters): boolean {
  if (!isMobile) return false
  return Boolean(rdns) || installed
}

/**
 * Removes registry wallets already shown as installed connectors or recent wallets: matched
 * by rdns, name (case-insensitive) or explorer id (SPEC §5 'Wallet list dedup').
 */
export function dedupWallets(
  wallets: readonly Wallet[],
  installed: readonly Connector[],
  recent: readonly Wallet[],
): Wallet[] {
  const rdns = new Set<string>()
  const names = new Set<string>()
  const ids = new Set<string>()
  for (const c of installed) {
    if (c.info?.rdns) rdns.add(c.info.rdns.toLowerCase())
    names.add(c.name.toLowerCase())
    if (c.explorerId) ids.add(c.explorerId)
  }
  for (const w of recent) {
    ids.add(w.id)
    names.add(w.name.toLowerCase())
    if (w.rdns) rdns.add(w.rdns.toLowerCase())
  }
  return wallets.filter(
    (w) =>
      !ids.has(w.id) &&
      !names.has(w.name.toLowerCase()) &&
      !(w.rdns && rdns.has(w.rdns.toLowerCase())),
  )
}

/** Filters excluded wallets out of a list. */
export function filterExcludedWallets<T extends { name: string; rdns?: string | null | undefined }>(
  wallets: readonly T[],
  excludeWallets: readonly string[],
): T[] {
  return wallets.filter((w) => !isExcludedWallet(w, excludeWallets))
}
