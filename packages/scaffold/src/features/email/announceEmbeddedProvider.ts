import type { EmbeddedProvider } from './createEmbeddedProvider'
import { EMBEDDED_WALLET_NAME, EMBEDDED_WALLET_RDNS } from './embeddedWalletInfo'

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%23475569"/%3E%3Cpath d="M5 8l7 5 7-5v8H5z" fill="none" stroke="white" stroke-width="1.5"/%3E%3C/svg%3E'

/**
 * Announces the embedded wallet's provider with EIP-6963 on `target` (now and on every
 * `eip6963:requestProvider`), so the adapter adds it as a connector with id
 * {@link EMBEDDED_WALLET_RDNS}. Returns the stop function.
 */
export function announceEmbeddedProvider(target: Window, provider: EmbeddedProvider): () => void {
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: target.crypto.randomUUID(),
      name: EMBEDDED_WALLET_NAME,
      icon: ICON,
      rdns: EMBEDDED_WALLET_RDNS,
    }),
    provider,
  })
  const announce = () =>
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
