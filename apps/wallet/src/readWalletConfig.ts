import { WalletConfigError } from './WalletConfigError'

/** The Vite environment variable naming the relay (`ws://127.0.0.1:PORT`); `?relay=` overrides it. */
export const RELAY_URL_ENV = 'VITE_RELAY_URL'

/** Any non-empty project id is accepted by the local relay. */
export const WALLET_PROJECT_ID = 'appkit-dev-wallet'

/** What the page needs to start: the relay, and a `wc:` URI to pair with at once, if any. */
export type WalletConfig = {
  readonly relayUrl: string
  readonly projectId: string
  readonly uri?: string
}

/** Checks that `value` is a ws: or wss: URL without credentials; returns it normalised. */
export function readRelayUrl(value: string | undefined): string {
  if (!value?.trim())
    throw new WalletConfigError(
      `No relay URL: open the page with ?relay=ws://127.0.0.1:PORT or set ${RELAY_URL_ENV}.`,
    )
  let url: URL
  try {
    url = new URL(value.trim())
  } catch (cause) {
    throw new WalletConfigError(`The relay URL "${value}" is not a URL.`, { cause })
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw new WalletConfigError(`The relay URL must start with ws:// or wss://, got "${value}".`)
  if (url.username || url.password)
    throw new WalletConfigError('The relay URL must not carry a user name or password.')
  return url.href.replace(/\/$/, '')
}

/**
 * Reads the page's configuration from its query string (`relay`, `uri`) and the Vite environment
 * (`VITE_RELAY_URL`); the query string wins. Throws WalletConfigError when no valid relay is given.
 */
export function readWalletConfig(
  search: string,
  env: Readonly<Record<string, string | undefined>>,
): WalletConfig {
  const params = new URLSearchParams(search)
  const relayUrl = readRelayUrl(params.get('relay') ?? env[RELAY_URL_ENV])
  const uri = params.get('uri')?.trim()
  return { relayUrl, projectId: WALLET_PROJECT_ID, ...(uri ? { uri } : {}) }
}
