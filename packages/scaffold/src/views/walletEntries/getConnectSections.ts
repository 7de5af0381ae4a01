import type { Connector, ConnectorType, Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { connectorEntry, isSameWallet, type WalletEntry, walletEntry } from './WalletEntry'

type ConnectorSection = ReturnType<
  typeof controllers.connectorOrder.orderConnectorSections
>[number]['section']

/** What the Connect view's sections are made of. */
export type ConnectSectionsInput = {
  connectors: readonly Connector[]
  recentWallets: readonly Wallet[]
  /** The dapp's featured wallets from the registry, in `featuredWalletIds` order. */
  featured: readonly Wallet[]
  /** The dapp's own wallets (`customWallets`), each with its image URL. */
  custom?: readonly (Wallet & { image_url?: string | undefined })[]
  /** Wallets hidden by rdns or name. */
  excludeWallets: readonly string[]
  isMobile: boolean
  /** Whether registry wallets can be connected (the QR code / deep link flow exists). */
  qrAvailable: boolean
  imageUrlOf: (wallet: Wallet) => string | undefined
}

const installedTypes: readonly ConnectorType[] = ['INJECTED', 'ANNOUNCED', 'EXTERNAL']

/**
 * The connectors shown: excluded wallets removed, and the generic browser wallet (an injected
 * connector without rdns) only where SPEC §5 allows it ('hidden on desktop, and on mobile when
 * it has no rdns and is not installed').
 */
export function getVisibleConnectors(
  connectors: readonly Connector[],
  excludeWallets: readonly string[],
  isMobile: boolean,
): Connector[] {
  return connectors.filter((connector) => {
    if (
      controllers.walletFilters.isExcludedWallet(
        { name: connector.name, rdns: connector.info?.rdns },
        excludeWallets,
      )
    )
      return false
    if (connector.type === 'INJECTED' && !connector.info?.rdns)
      return controllers.walletFilters.isBrowserWalletShown({ isMobile, installed: true })
    return true
  })
}

/**
 * The Connect view's wallets in SPEC §9 'Connector type order' (walletConnect, recent,
 * injected, featured, custom, external, recommended), empty sections left out: recent wallets
 * first (through their installed connector when there is one), then installed and announced
 * wallets, the featured registry wallets (deduplicated), the dapp's custom wallets, then
 * external connectors. Registry and custom wallets appear only when they can be connected
 * (`qrAvailable`).
 */
export function getConnectSections(
  input: ConnectSectionsInput,
): { section: ConnectorSection; items: readonly WalletEntry[] }[] {
  const visible = getVisibleConnectors(input.connectors, input.excludeWallets, input.isMobile)
  const installed = visible.filter((c) => installedTypes.includes(c.type))
  const used = new Set<string>()
  const recent: WalletEntry[] = []
  for (const wallet of input.recentWallets) {
    const match = installed.find((c) => !used.has(c.id) && isSameWallet(wallet, c))
    if (match) {
      used.add(match.id)
      recent.push(connectorEntry(match, 'recent'))
    } else if (input.qrAvailable)
      recent.push(walletEntry(wallet, input.imageUrlOf(wallet), 'recent'))
  }
  const unused = (c: Connector) => !used.has(c.id)
  const featured = input.qrAvailable
    ? controllers.walletFilters
        .filterExcludedWallets(
          controllers.walletFilters.dedupWallets(input.featured, installed, input.recentWallets),
          input.excludeWallets,
        )
        .map((wallet) => walletEntry(wallet, input.imageUrlOf(wallet)))
    : []
  return controllers.connectorOrder.orderConnectorSections<WalletEntry>({
    walletConnect: input.qrAvailable
      ? visible.filter((c) => c.type === 'WALLET_CONNECT').map((c) => connectorEntry(c, 'qr'))
      : [],
    recent,
    injected: installed
      .filter((c) => c.type !== 'EXTERNAL' && unused(c))
      .map((c) => connectorEntry(c, 'installed')),
    featured,
    custom: input.qrAvailable
      ? controllers.walletFilters
          .filterExcludedWallets(input.custom ?? [], input.excludeWallets)
          .map((wallet) => walletEntry(wallet, wallet.image_url))
      : [],
    external: installed
      .filter((c) => c.type === 'EXTERNAL' && unused(c))
      .map((c) => connectorEntry(c)),
  })
}
