import type { Connector, Wallet } from '@appkit/core'
import type { WalletTag } from '@appkit/ui'

/**
 * One wallet the visitor can pick: an installed connector (connects through the adapter) or a
 * registry wallet (connects by QR code or deep link). `key` is unique across both.
 */
export type WalletEntry = {
  key: string
  name: string
  imageUrl?: string | undefined
  tag?: WalletTag | undefined
  connector?: Connector | undefined
  wallet?: Wallet | undefined
}

/** The entry of an installed connector. */
export function connectorEntry(connector: Connector, tag?: WalletTag): WalletEntry {
  return {
    key: `connector:${connector.id}`,
    name: connector.name,
    imageUrl: connector.imageUrl,
    tag,
    connector,
  }
}

/** The entry of a registry wallet. */
export function walletEntry(
  wallet: Wallet,
  imageUrl: string | undefined,
  tag?: WalletTag,
): WalletEntry {
  return { key: `wallet:${wallet.id}`, name: wallet.name, imageUrl, tag, wallet }
}

/** The registry record of a connector (what recent wallets store). */
export function toRecentWallet(connector: Connector): Wallet {
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
}

/** True when `wallet` is `connector` (same rdns, explorer id or connector id). */
export function isSameWallet(wallet: Wallet, connector: Connector): boolean {
  const rdns = connector.info?.rdns?.toLowerCase()
  return (
    (rdns !== undefined && wallet.rdns?.toLowerCase() === rdns) ||
    wallet.id === connector.explorerId ||
    wallet.id.toLowerCase() === connector.id.toLowerCase()
  )
}
