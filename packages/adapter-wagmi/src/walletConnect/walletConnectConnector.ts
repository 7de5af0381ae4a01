import {
  formatCaipNetworkId,
  type WalletConnectNamespaceSession,
  type WalletConnectSessionEvent,
  type WalletConnectSessionHost,
} from '@appkit/core/adapter'
import { createConnector } from '@wagmi/core'
import { type Address, type EIP1193Provider, getAddress } from 'viem'

/** The id and name of the WalletConnect connector. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect'
/** The wagmi storage key that says a WalletConnect session was stored (checked without loading). */
export const WALLET_CONNECT_SESSION_KEY = 'walletConnect.hasSession'

/** What the connector adds to wagmi's connector fields. */
export type WalletConnectConnectorProperties = {
  /** Takes the eip155 part of the shared session (undefined when it ended). */
  setSession(session: WalletConnectNamespaceSession | undefined): void
  /** Takes a wallet event of the eip155 namespace (accountsChanged, chainChanged). */
  onSessionEvent(event: WalletConnectSessionEvent): void
}

/** Parameters of {@link walletConnectConnector}. */
export type WalletConnectConnectorParameters = {
  /** The shared WalletConnect session (`@appkit/walletconnect`'s client). */
  host: WalletConnectSessionHost
  /** The chain id used before a session gives one. */
  defaultChainId: number
}

const addressesOf = (accounts: readonly string[]): Address[] => [
  ...new Set(accounts.map((account) => getAddress(account.split(':').at(-1) ?? ''))),
]
const chainIdOf = (caip: string) => Number(caip.split(':')[1])

/**
 * A wagmi connector on the eip155 part of the instance's one WalletConnect session: connect()
 * has the shared client propose the session (every adapter's namespace, one QR code), its
 * provider sends eip155 requests through the session on the current chain, and it follows the
 * wallet's account and chain events and the end of the session. A stored session is restored
 * at reconnect only when wagmi's storage says one was stored, so a visitor who never picked
 * WalletConnect never loads its libraries.
 */
export function walletConnectConnector(parameters: WalletConnectConnectorParameters) {
  const { host } = parameters
  return createConnector<EIP1193Provider, WalletConnectConnectorProperties>((config) => {
    let session: WalletConnectNamespaceSession | undefined
    let chainId = parameters.defaultChainId
    const storage = config.storage as { getItem(k: string): Promise<unknown> } | null | undefined
    const markStored = (stored: boolean) =>
      stored
        ? config.storage?.setItem(WALLET_CONNECT_SESSION_KEY as never, true as never)
        : config.storage?.removeItem(WALLET_CONNECT_SESSION_KEY as never)
    const accounts = () => addressesOf(session?.accounts ?? [])
    const approvedChains = () => session?.accounts.map(chainIdOf) ?? []
    const setChain = (next: number) => {
      if (!Number.isSafeInteger(next) || next <= 0 || next === chainId) return
      chainId = next
      config.emitter.emit('change', { chainId: next })
    }

    const request = async ({ method, params }: { method: string; params?: unknown }) => {
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return accounts()
      if (!session) throw new Error('WalletConnect has no session')
      const result = await session.request({
        method,
        params,
        chainId: formatCaipNetworkId('eip155', chainId),
      })
      if (method === 'wallet_switchEthereumChain') {
        const [target] = params as [{ chainId: string }]
        setChain(Number(target.chainId))
      }
      return result
    }
    const provider = {
      request,
      on: () => {},
      removeListener: () => {},
    } as unknown as EIP1193Provider

    const hasStoredSession = async () =>
      host.isConnected() || Boolean(await storage?.getItem(WALLET_CONNECT_SESSION_KEY))

    return {
      id: WALLET_CONNECT_CONNECTOR_ID,
      name: WALLET_CONNECT_CONNECTOR_NAME,
      type: 'walletConnect',
      setSession(next) {
        const had = session
        session = next
        if (!next) {
          if (had) {
            void markStored(false)
            config.emitter.emit('disconnect')
          }
          return
        }
        const chains = approvedChains()
        if (!chains.includes(chainId) && chains[0] !== undefined) setChain(chains[0])
        if (had && had.accounts.join() !== next.accounts.join())
          config.emitter.emit('change', { accounts: accounts() })
      },
      onSessionEvent(event) {
        if (event.name === 'chainChanged') setChain(Number(event.data))
        if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
          if (event.data.length === 0) config.emitter.emit('disconnect')
          else config.emitter.emit('change', { accounts: addressesOf(event.data as string[]) })
        }
      },
      async connect({ chainId: wanted, isReconnecting, withCapabilities } = {}) {
        if (!session) {
          if (isReconnecting) await host.restore()
          else await host.connect()
        }
        if (!session) throw new Error('No WalletConnect session with an eip155 account')
        await markStored(true)
        if (wanted !== undefined && wanted !== chainId)
          await request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${wanted.toString(16)}` }],
          })
        const list = accounts()
        const result = withCapabilities
          ? list.map((address) => ({ address, capabilities: {} }))
          : list
        return { accounts: result as never, chainId }
      },
      async disconnect() {
        await markStored(false)
        if (session) await host.disconnect()
      },
      async getAccounts() {
        return accounts()
      },
      async getChainId() {
        return chainId
      },
      async getProvider() {
        return provider
      },
      async isAuthorized() {
        if (!(await hasStoredSession())) return false
        await host.restore()
        if (!session) await markStored(false)
        return Boolean(session)
      },
      onAccountsChanged(list) {
        if (list.length === 0) config.emitter.emit('disconnect')
        else config.emitter.emit('change', { accounts: addressesOf(list) })
      },
      onChainChanged: (id) => setChain(Number(id)),
      onDisconnect: () => config.emitter.emit('disconnect'),
    }
  })
}
