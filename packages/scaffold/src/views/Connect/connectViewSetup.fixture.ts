// The Connect view tests' shared setup (a test helper: never packed, never imported by a view).

import type { Connector } from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import { createTestAppKit, type TestAppKit } from '../../testing/createTestAppKit'

/** A secure site never fetched here: the e-mail field and the social buttons only navigate. */
export const CONNECT_TEST_SECURE_SITE_URL = 'http://127.0.0.1:4466'

/** The wallets the Connect tests list, by what they stand for. */
export const connectTestWallets = {
  /** An EIP-6963 announced wallet. */
  alpha: {
    id: 'io.alpha',
    type: 'ANNOUNCED',
    name: 'Alpha',
    chain: 'eip155',
    info: { rdns: 'io.alpha' },
  },
  /** The browser's injected wallet. */
  browserWallet: {
    id: 'injected',
    type: 'INJECTED',
    name: 'Browser Wallet',
    chain: 'eip155',
    info: { rdns: 'io.browser' },
  },
  /** A wallet of the dapp's own connectors. */
  coinbase: { id: 'coinbase', type: 'EXTERNAL', name: 'Coinbase', chain: 'eip155' },
  /** The embedded wallet: the adapter's AUTH connector once logged in; Connect does not list it. */
  embedded: { id: AUTH_CONNECTOR_ID, type: 'AUTH', name: 'Embedded wallet', chain: 'eip155' },
} satisfies Record<string, Connector>

/**
 * A test instance (createTestAppKit with `options`) whose EVM adapter offers `connectors`, as a
 * Connect view renders it.
 *
 * @example
 * const { appKit } = setupConnectView({ features: { collapseWallets: true } }, [connectTestWallets.alpha])
 * renderInModal(<ConnectView />, appKit)
 */
export function setupConnectView(
  options: Parameters<typeof createTestAppKit>[0],
  connectors: readonly Connector[],
): TestAppKit {
  const test = createTestAppKit(options)
  test.evm.connectors.push(...connectors)
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  return test
}
