import type { Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'

/** The ways a wallet offers beyond the QR code (SPEC §3 'Wallet' links). */
export type WalletLinkTab = 'mobile' | 'desktop' | 'web' | 'browser'

/** The wallets whose mobile link is their in-app browser with the page as redirect (SPEC §2). */
export type BrowseWallet = 'phantom' | 'solflare' | 'coinbase'

const browseWallets: readonly [BrowseWallet, RegExp][] = [
  ['phantom', /phantom/i],
  ['solflare', /solflare/i],
  ['coinbase', /coinbase/i],
]

/** Phantom, Solflare or Coinbase when `wallet` is one of them (by rdns, id or name). */
export function getBrowseWallet(wallet: Wallet | undefined): BrowseWallet | undefined {
  if (!wallet) return undefined
  const names = [wallet.rdns ?? '', wallet.id, wallet.name]
  return browseWallets.find(([, pattern]) => names.some((name) => pattern.test(name)))?.[0]
}

/**
 * The link a tab opens for `wcUri`, or undefined when the wallet offers none that may be opened:
 * mobile → Phantom, Solflare and Coinbase open the current page in their browser (`pageUrl` as
 * redirect, SPEC §2); other wallets get their `mobile_link` with the URI encoded; desktop →
 * `desktop_link`, web → `webapp_link`, both with the URI. Only https and vetted custom schemes
 * come out (core's `walletLinks.isOpenableWalletLink`).
 */
export function getWalletLink(
  tab: Exclude<WalletLinkTab, 'browser'>,
  wallet: Wallet,
  wcUri: string,
  pageUrl: string,
): string | undefined {
  const { getWalletConnectLink, isOpenableWalletLink } = controllers.walletLinks
  if (tab === 'mobile') {
    const browse = getBrowseWallet(wallet)
    if (browse) {
      const link = controllers.deepLinks.getMobileDeepLink(browse, pageUrl)
      return isOpenableWalletLink(link) ? link : undefined
    }
  }
  const base = {
    mobile: wallet.mobile_link,
    desktop: wallet.desktop_link,
    web: wallet.webapp_link,
  }[tab]
  return base ? getWalletConnectLink(base, wcUri) : undefined
}

/**
 * The tabs to show for `wallet`: mobile always (the QR code on a computer, the link on a
 * phone), desktop and web when the wallet has those links, browser when it is installed here.
 */
export function getWalletTabs(
  wallet: Wallet | undefined,
  installed: boolean,
): readonly WalletLinkTab[] {
  const tabs: WalletLinkTab[] = ['mobile']
  if (wallet?.desktop_link) tabs.push('desktop')
  if (wallet?.webapp_link) tabs.push('web')
  if (installed) tabs.push('browser')
  return tabs
}
