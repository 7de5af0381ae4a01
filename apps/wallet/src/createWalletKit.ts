import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import type { CoreTypes } from '@walletconnect/types'

/** The wallet page's WalletKit client. */
export type WalletKitClient = Awaited<ReturnType<typeof WalletKit.init>>

/** What the page says about itself to dapps (`url` becomes the page's own origin). */
export const WALLET_METADATA: CoreTypes.Metadata = {
  name: 'AppKit Dev Wallet',
  description: 'A WalletConnect dev wallet holding the devnet keys.',
  url: 'http://127.0.0.1',
  icons: [],
}

/** Options of `createWalletKit`. */
export type CreateWalletKitOptions = {
  relayUrl: string
  projectId: string
  /** Keeps this page's storage apart from other WalletConnect clients on the origin. */
  storagePrefix?: string
}

/**
 * Starts WalletKit on a Core that talks to `relayUrl` only. No request goes to the vendor's
 * hosts: telemetry is off (`telemetryEnabled: false`, the supported switch for tracked events);
 * WalletKit's own start-up INIT event (sent by `core.eventClient.init()` whatever that switch says,
 * with no option to stop it in 2.25) is replaced by a no-op on this instance; and the Verify
 * lookups (an attestation iframe and a public-key fetch) are replaced by "no verdict", which the
 * clients treat as UNKNOWN, as they do when the relay sends an empty attestation.
 */
export async function createWalletKit(options: CreateWalletKitOptions): Promise<WalletKitClient> {
  const core = new Core({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? 'appkit-dev-wallet',
    telemetryEnabled: false,
    logger: 'silent',
  })
  core.eventClient.init = async () => {}
  core.verify.register = async () => ''
  // The real resolve() also answers undefined (no verdict) when there is no attestation.
  core.verify.resolve = (async () => undefined) as unknown as typeof core.verify.resolve
  // Core's own class and the ICore interface differ only under exactOptionalPropertyTypes.
  const url = globalThis.location?.origin ?? WALLET_METADATA.url
  return WalletKit.init({
    core: core as WalletKitTypes.Options['core'],
    metadata: { ...WALLET_METADATA, url },
  })
}
