import { createUuidV4 } from './createUuidV4'
import { DEV_WALLET_ICON } from './devWalletIcon'

/** EIP-6963 provider info. */
export type Eip6963ProviderInfo = {
  readonly uuid: string
  readonly name: string
  readonly icon: string
  readonly rdns: string
}

/** The frozen detail of an `eip6963:announceProvider` event. */
export type Eip6963ProviderDetail<TProvider> = {
  readonly info: Eip6963ProviderInfo
  readonly provider: TProvider
}

/** The window part the announcement needs (a page's `window`, or any EventTarget in Node). */
export type AnnounceTarget = Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

/** The dev wallet's name and reverse-DNS id in EIP-6963 announcements. */
export const DEV_WALLET_NAME = 'AppKit Dev Wallet'
export const DEV_WALLET_RDNS = 'dev.appkit.wallet'

/**
 * Announces `provider` as an EIP-6963 wallet on `target`: once now, and again on every
 * `eip6963:requestProvider`. The detail (and its info) is frozen; the uuid is a fresh v4 one
 * unless `info.uuid` is given. Returns the detail and a `stop` that removes the listener.
 */
export function announceDevWallet<TProvider>(
  target: AnnounceTarget,
  provider: TProvider,
  info: Partial<Eip6963ProviderInfo> = {},
): { detail: Eip6963ProviderDetail<TProvider>; stop: () => void } {
  const detail: Eip6963ProviderDetail<TProvider> = Object.freeze({
    info: Object.freeze({
      uuid: info.uuid ?? createUuidV4(),
      name: info.name ?? DEV_WALLET_NAME,
      icon: info.icon ?? DEV_WALLET_ICON,
      rdns: info.rdns ?? DEV_WALLET_RDNS,
    }),
    provider,
  })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return { detail, stop: () => target.removeEventListener('eip6963:requestProvider', announce) }
}
