import type { AnnouncedWallet, ImitationWarning } from './AnnouncedWallet'
import { readAnnouncement } from './readAnnouncement'

/** The part of `window` discovery needs. */
export type DiscoveryTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

/** What {@link watchAnnouncedWallets} reports. */
export type AnnouncedWalletsWatcher = {
  /** The accepted wallets, in announcement order. */
  wallets(): readonly AnnouncedWallet[]
  /** Announcements flagged as possible imitations. */
  warnings(): readonly ImitationWarning[]
  /** Stops listening. */
  stop(): void
}

/**
 * EIP-6963 discovery: listens for `eip6963:announceProvider` on `target`, then dispatches
 * `eip6963:requestProvider` (only after the listener is attached). Malformed announcements are
 * ignored; a second announce with a known uuid keeps the first wallet and is flagged; the same
 * rdns under a new uuid is accepted and flagged. `onWallet` runs for each accepted wallet.
 */
export function watchAnnouncedWallets(
  target: DiscoveryTarget,
  onWallet: (wallet: AnnouncedWallet) => void,
): AnnouncedWalletsWatcher {
  const wallets: AnnouncedWallet[] = []
  const warnings: ImitationWarning[] = []
  const onAnnounce = (event: Event) => {
    const wallet = readAnnouncement((event as CustomEvent<unknown>).detail)
    if (!wallet) return
    const sameUuid = wallets.find((known) => known.uuid === wallet.uuid)
    if (sameUuid) {
      if (sameUuid.provider !== wallet.provider)
        warnings.push({ reason: 'duplicate-uuid', uuid: wallet.uuid, rdns: wallet.rdns })
      return
    }
    if (wallets.some((known) => known.rdns === wallet.rdns))
      warnings.push({ reason: 'duplicate-rdns', uuid: wallet.uuid, rdns: wallet.rdns })
    wallets.push(wallet)
    onWallet(wallet)
  }
  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return {
    wallets: () => wallets,
    warnings: () => warnings,
    stop: () => target.removeEventListener('eip6963:announceProvider', onAnnounce),
  }
}
