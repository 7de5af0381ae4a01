import { AUTH_CONNECTOR_ID, type EmbeddedWalletSession } from '@appkit/core/adapter'
import { type Config, injected } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import type { ConnectorMeta } from '../connectors/toCoreConnector'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider'

/** The embedded wallet connector's name (the modal shows its own translated label). */
export const EMBEDDED_WALLET_NAME = 'Embedded wallet'

const ICON =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"%3E%3Crect width="24" height="24" rx="6" fill="%23475569"/%3E%3Cpath d="M5 8l7 5 7-5v8H5z" fill="none" stroke="white" stroke-width="1.5"/%3E%3C/svg%3E'

/** What {@link registerEmbeddedWallet} reads. */
export type RegisterEmbeddedWalletParameters = {
  config: Config
  /** Where the connector's meta (type AUTH) goes. */
  meta: Map<string, ConnectorMeta>
  /** Runs after the connector was added. */
  onChange: () => void
}

/**
 * The adapter's EmbeddedWalletCapability: the first session adds a wagmi injected connector
 * with id AUTH_CONNECTOR_ID and type AUTH on the session's EIP-1193 provider (never announced,
 * so it is not listed as a wallet); later sessions re-point the same provider.
 */
export function registerEmbeddedWallet(
  parameters: RegisterEmbeddedWalletParameters,
): (session: EmbeddedWalletSession) => void {
  const { config, meta, onChange } = parameters
  let provider: EmbeddedProvider | undefined
  return (session) => {
    if (provider) {
      provider.setSession(session)
      return
    }
    provider = createEmbeddedProvider(session)
    meta.set(AUTH_CONNECTOR_ID, { type: 'AUTH', imageUrl: ICON, provider })
    const connector = config._internal.connectors.setup(
      injected({
        target: {
          id: AUTH_CONNECTOR_ID,
          name: EMBEDDED_WALLET_NAME,
          provider: provider as unknown as EIP1193Provider,
        },
      }),
    )
    config._internal.connectors.setState((current) => [...current, connector])
    onChange()
  }
}
