import type { CaipNetwork, Connector } from '@appkit/core'
import {
  joinWalletConnectSession,
  type WalletConnectNamespaceSession,
  type WalletConnectParticipant,
  type WalletConnectSessionHost,
} from '@appkit/core/adapter'
import type { Injected, InjectedAccount } from '@polkadot/extension-inject/types'
import { decodeSs58 } from '../address/ss58'
import { PolkadotAdapterConfigError } from '../errors/polkadotErrors'
import type { PolkadotInjectedWallet } from '../wallets/injectedWallets'
import { polkadotWalletConnectNamespace } from './polkadotWalletConnectNamespace'

/** The name (and connector id) of the Polkadot adapter's WalletConnect connector. */
export const POLKADOT_WALLET_CONNECT_NAME = 'WalletConnect'

type Signer = Injected['signer']
type RawPayload = Parameters<NonNullable<Signer['signRaw']>>[0]
type TransactionPayload = Parameters<NonNullable<Signer['signPayload']>>[0]

/** What the adapter gets: the wallet to offer, its connector, and the parts it exposes to core. */
export type PolkadotWalletConnect = {
  readonly wallet: PolkadotInjectedWallet
  readonly connector: Connector
  readonly capability: WalletConnectParticipant
  /** Ends the shared session. */
  disconnect(): Promise<void>
}

/**
 * The Polkadot adapter's WalletConnect connector: an injected-extension-shaped provider (so the
 * adapter's connect, signing and sending paths serve it unchanged) that speaks WalletConnect's
 * polkadot namespace over the instance's one session. `enable` has the shared client propose the
 * session with every adapter's namespace; the accounts are the session's polkadot accounts;
 * `signRaw` sends `polkadot_signMessage` (`{ address, message }`) and `signPayload` sends
 * `polkadot_signTransaction` (`{ address, transactionPayload }`), each on the chain the account
 * was approved on and with the address as the wallet gave it (the adapter may show it in another
 * SS58 format), and both take the wallet's `{ signature }`.
 */
export function createPolkadotWalletConnect(
  host: WalletConnectSessionHost,
  networks: readonly CaipNetwork[],
): PolkadotWalletConnect {
  const namespace = polkadotWalletConnectNamespace(networks)
  let session: WalletConnectNamespaceSession | undefined
  let nextId = 0
  const live = async () => {
    if (!session) await host.restore()
    if (!session) throw new PolkadotAdapterConfigError('No WalletConnect session')
    return session
  }
  const accounts = (): InjectedAccount[] => {
    const addresses = (session?.accounts ?? []).map((caip) => caip.split(':')[2] ?? '')
    return [...new Set(addresses)].filter(Boolean).map((address) => ({ address }))
  }
  /** The key of an SS58 address, in any SS58 format; undefined for a non-SS58 string. */
  const keyOf = (address: string) => {
    try {
      return decodeSs58(address).accountId.join(',')
    } catch {
      return undefined
    }
  }
  /** Sends `method` for the session account of `address`'s key (any SS58 format) on its chain. */
  const request = async (
    address: string,
    method: string,
    params: (approvedAddress: string) => unknown,
  ) => {
    const live_ = await live()
    const key = keyOf(address)
    const approved = live_.accounts.find(
      (caip) => key !== undefined && keyOf(caip.split(':')[2] ?? '') === key,
    )
    if (!approved) throw new PolkadotAdapterConfigError(`The wallet approved no account ${address}`)
    const [namespace, reference, approvedAddress = ''] = approved.split(':')
    const { signature } = await live_.request<{ signature: `0x${string}` }>({
      method,
      params: params(approvedAddress),
      chainId: `${namespace}:${reference}`,
    })
    nextId += 1
    return { id: nextId, signature }
  }
  const injected: Injected = {
    accounts: {
      get: async () => accounts(),
      subscribe: (listener) => {
        void listener(accounts())
        return () => {}
      },
    },
    signer: {
      signRaw: (raw: RawPayload) =>
        request(raw.address, 'polkadot_signMessage', (address) => ({
          address,
          message: raw.data,
        })),
      signPayload: (payload: TransactionPayload) =>
        request(payload.address, 'polkadot_signTransaction', (address) => ({
          address,
          transactionPayload: { ...payload, address },
        })),
    },
  }

  const wallet: PolkadotInjectedWallet = {
    id: POLKADOT_WALLET_CONNECT_NAME,
    name: POLKADOT_WALLET_CONNECT_NAME,
    version: undefined,
    provider: {
      enable: async () => {
        if (!session) await host.connect()
        if (!session) throw new PolkadotAdapterConfigError('No WalletConnect session')
        return injected
      },
      version: '',
    },
  }
  const { capability, connector } = joinWalletConnectSession(host, {
    namespace,
    chain: 'polkadot',
    name: POLKADOT_WALLET_CONNECT_NAME,
    networks,
    provider: wallet.provider,
    onSession: (next) => {
      session = next
    },
  })
  return { wallet, connector, capability, disconnect: () => host.disconnect() }
}
