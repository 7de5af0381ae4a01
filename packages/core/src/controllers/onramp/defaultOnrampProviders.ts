import type { OnrampProvider } from './onramp'

/** The URLs of the on-ramp providers (their pages, opened for the visitor; not API calls). */
export type OnrampProviderUrls = {
  /** The meld widget; the SPEC §4 parameters are appended when it is selected. */
  meld?: string
}

/** The meld widget used when the dapp gives none. */
export const DEFAULT_MELD_URL = 'https://meldcrypto.com'

/**
 * SPEC §9 'Two on-ramp providers' (the default remote onramp list: meld and coinbase). The
 * coinbase URL is generated per purchase (POST /v1/generators/onrampurl), so it starts empty.
 *
 * @example
 * createOnramp(getDefaultOnrampProviders({ meld: 'https://meld.example' }))
 */
export function getDefaultOnrampProviders(urls: OnrampProviderUrls = {}): OnrampProvider[] {
  return [
    { name: 'meld', url: urls.meld ?? DEFAULT_MELD_URL },
    { name: 'coinbase', url: '' },
  ]
}
