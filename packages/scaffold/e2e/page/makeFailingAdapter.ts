import type { CaipNetwork, ChainNamespace } from '@appkit/core'
import type { ChainAdapter } from '@appkit/core/adapter'

/** What the failing wallet's connect rejects with: not a user rejection (no 4001 / 5000). */
export class HarnessWalletError extends Error {
  override name = 'HarnessWalletError'
}

/**
 * A test double at the adapter edge: an adapter for a second namespace whose one wallet
 * ('Broken Wallet') fails to connect with an ordinary error. No adapter for another namespace
 * exists in this repository yet, and the dev wallet can only approve or reject with 4001;
 * core's ChainAdapter interface is the edge it stands in at. `attempts` counts the connects.
 */
export function makeFailingAdapter(
  namespace: ChainNamespace,
  networks: readonly CaipNetwork[],
): ChainAdapter & { attempts: () => number } {
  let attempts = 0
  const never = (what: string) => () =>
    Promise.reject(new HarnessWalletError(`${what}: no account`))
  return {
    namespace,
    networks,
    requestPolicy: { safeMethods: [], approvalMethods: [] },
    attempts: () => attempts,
    connect: () => {
      attempts += 1
      return Promise.reject(new HarnessWalletError('The wallet could not start'))
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    getAccounts: async () => [],
    getBalance: never('getBalance'),
    signMessage: never('signMessage'),
    getConnectors: () => [
      { id: 'broken', type: 'EXTERNAL', name: 'Broken Wallet', chain: namespace },
    ],
    subscribe: () => () => {},
  }
}
