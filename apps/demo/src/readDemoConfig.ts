import type { DevnetConfig } from './DevnetConfig'

/** The id of the inline JSON script the server puts in the page (server/demoPageConfig.ts). */
const CONFIG_ELEMENT_ID = 'appkit-demo-config'

/**
 * The page's configuration: the devnet (null when none runs), apps/api's URL, the WalletConnect
 * relay's URL (apps/relay) and the secure site's URL (apps/secure) when they run.
 */
export type DemoConfig = {
  readonly devnet: DevnetConfig | null
  readonly apiUrl?: string
  readonly relayUrl?: string
  readonly secureUrl?: string
}

/** Error thrown when the page carries no configuration (opened from a plain static server). */
export class DemoConfigError extends Error {
  override name = 'DemoConfigError'
}

/** Reads the configuration the server inlined in the page; no request is made. */
export function readDemoConfig(doc: Document = document): DemoConfig {
  const text = doc.getElementById(CONFIG_ELEMENT_ID)?.textContent
  if (!text)
    throw new DemoConfigError('The page has no configuration: serve it with vite or vite preview')
  return JSON.parse(text) as DemoConfig
}
