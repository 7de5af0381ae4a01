import { readFile } from 'node:fs/promises'
import { solanaDevWalletTags } from './solanaDevWalletScript'

/** The id of the inline JSON script that carries the page's configuration. */
export const DEMO_CONFIG_ELEMENT_ID = 'appkit-demo-config'

/** The path the dev wallet's page script is served at when the server injects it. */
export const DEV_WALLET_SCRIPT_PATH = '/@appkit-dev-wallet.js'

/**
 * What the server tells the page: the devnet's info and, when they run, the API's base URL, the
 * WalletConnect relay's URL and the secure site's URL.
 */
export type DemoPageConfig = {
  /** The devnet's info as @appkit/test writes it (chains, contracts, dev account). */
  readonly devnet: unknown
  /** apps/api's base URL (APPKIT_API_URL), absent when no API runs. */
  readonly apiUrl?: string
  /** apps/relay's WebSocket URL (VITE_RELAY_URL, as scripts/start.mjs sets it), absent when none runs. */
  readonly relayUrl?: string
  /** apps/secure's URL, the e-mail login frame (VITE_SECURE_URL, as scripts/start.mjs sets it). */
  readonly secureUrl?: string
}

/**
 * Reads the devnet file named by APPKIT_DEVNET_FILE, APPKIT_API_URL, VITE_RELAY_URL and
 * VITE_SECURE_URL;
 * undefined without a devnet.
 */
export async function readDemoPageConfig(
  env: NodeJS.ProcessEnv = process.env,
): Promise<DemoPageConfig | undefined> {
  // The variable name is DEVNET_FILE_ENV of @appkit/test, written out to keep this config light.
  const file = env.APPKIT_DEVNET_FILE
  const body = file ? await readFile(file, 'utf8').catch(() => undefined) : undefined
  if (body === undefined) return undefined
  const devnet: unknown = JSON.parse(body)
  return {
    devnet,
    ...(env.APPKIT_API_URL ? { apiUrl: env.APPKIT_API_URL } : {}),
    ...(env.VITE_RELAY_URL ? { relayUrl: env.VITE_RELAY_URL } : {}),
    ...(env.VITE_SECURE_URL ? { secureUrl: env.VITE_SECURE_URL } : {}),
  }
}

/** JSON safe to place inside a <script> element (no `</script>`, no HTML comment openers). */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** The dev wallet's configuration for the page script: the devnet's RPC URLs by chain id. */
function devWalletConfig(devnet: unknown): { rpcUrls: Record<string, string> } {
  const chains = (devnet as { chains?: { chainId: number; rpcUrl: string }[] }).chains ?? []
  return { rpcUrls: Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl])) }
}

/**
 * Inserts the page configuration (inline JSON, read by the page without a request) before
 * `</head>`; with `devWallet`, also the dev wallet's config and page script, which run before the
 * page's module scripts. Without a devnet the page gets `{"devnet":null}` and says so.
 */
export function injectDemoPageConfig(
  html: string,
  config: DemoPageConfig | undefined,
  options: { devWallet: boolean },
): string {
  const tags = [
    `<script type="application/json" id="${DEMO_CONFIG_ELEMENT_ID}">${scriptSafeJson(config ?? { devnet: null })}</script>`,
  ]
  if (options.devWallet && config) {
    tags.push(
      `<script>window.__APPKIT_DEV_WALLET__ = ${scriptSafeJson(devWalletConfig(config.devnet))}</script>`,
      `<script src="${DEV_WALLET_SCRIPT_PATH}"></script>`,
      ...solanaDevWalletTags(config.devnet),
    )
  }
  return html.replace('</head>', `    ${tags.join('\n    ')}\n  </head>`)
}
