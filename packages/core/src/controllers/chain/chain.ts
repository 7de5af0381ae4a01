import { proxy, ref } from 'valtio'
import type { ChainAdapter } from '../../adapter/ChainAdapter'
import { DEFAULT_ACCOUNT_TYPES } from '../../constants/featureConstants'
import type { AccountState, NetworkState, PreferredAccountType } from '../../types/account'
import type { CaipNetwork, ChainNamespace } from '../../types/network'

/** The state of one namespace: its account and its network. */
export type NamespaceState = { accountState: AccountState; networkState: NetworkState }

/** Chain state: per-namespace account and network state, the active namespace, adapters. */
export type ChainState = {
  activeNamespace: ChainNamespace | undefined
  namespaces: Partial<Record<ChainNamespace, NamespaceState>>
  adapters: Partial<Record<ChainNamespace, ChainAdapter>>
  /** Networks the dapp configured, in order. */
  networks: CaipNetwork[]
  /** Default account type per namespace (SPEC §9). */
  defaultAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>>
}

/** A disconnected account state with every field of SPEC §3. */
export function createAccountState(preferredAccountType?: PreferredAccountType): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: [],
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    socialWindow: undefined,
    farcasterUrl: undefined,
    user: undefined,
    status: 'disconnected',
    smartAccountDeployed: false,
    currentTab: 0,
    addressLabels: new Map(),
    connectorId: undefined,
  }
}

/** Parameters of {@link createChain}. */
export type CreateChainParameters = {
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork | undefined
  adapters?: readonly ChainAdapter[]
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
}

/** Creates the chain state: one namespace state per configured namespace. */
export function createChain(parameters: CreateChainParameters): ChainState {
  const defaultAccountTypes = { ...DEFAULT_ACCOUNT_TYPES, ...parameters.defaultAccountTypes }
  const state = proxy<ChainState>({
    activeNamespace: undefined,
    namespaces: {},
    adapters: {},
    networks: [...parameters.networks],
    defaultAccountTypes,
  })
  for (const network of parameters.networks) ensureNamespace(state, network.chainNamespace)
  const active = parameters.defaultNetwork ?? parameters.networks[0]
  if (active) {
    state.activeNamespace = active.chainNamespace
    getNamespaceState(state, active.chainNamespace).networkState.caipNetwork = active
  }
  return state
}

/** Creates the state of `namespace` when missing and returns it. */
export function ensureNamespace(chain: ChainState, namespace: ChainNamespace): NamespaceState {
  const existing = chain.namespaces[namespace]
  if (existing) return existing
  chain.namespaces[namespace] = {
    accountState: createAccountState(chain.defaultAccountTypes[namespace]),
    networkState: {
      caipNetwork: undefined,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      requestedCaipNetworks: chain.networks.filter((n) => n.chainNamespace === namespace),
      approvedCaipNetworkIds: [],
    },
  }
  return chain.namespaces[namespace] as NamespaceState
}

/** The state of `namespace` (created when missing). */
export function getNamespaceState(chain: ChainState, namespace: ChainNamespace): NamespaceState {
  return ensureNamespace(chain, namespace)
}

/** The active network, if any. */
export function getActiveNetwork(chain: ChainState): CaipNetwork | undefined {
  if (!chain.activeNamespace) return undefined
  return chain.namespaces[chain.activeNamespace]?.networkState.caipNetwork
}

/** The account state of the active namespace, if any. */
export function getActiveAccount(chain: ChainState): AccountState | undefined {
  if (!chain.activeNamespace) return undefined
  return chain.namespaces[chain.activeNamespace]?.accountState
}

/** True when the active namespace has a connected address. */
export function isActiveConnected(chain: ChainState): boolean {
  return Boolean(getActiveAccount(chain)?.caipAddress)
}

/** Makes `network` the active network (and its namespace the active namespace). */
export function setActiveNetwork(chain: ChainState, network: CaipNetwork): void {
  chain.activeNamespace = network.chainNamespace
  getNamespaceState(chain, network.chainNamespace).networkState.caipNetwork = network
}

/** True when `network` is one the dapp configured. */
export function isSupportedNetwork(chain: ChainState, caipNetworkId: string): boolean {
  return chain.networks.some((n) => n.caipNetworkId === caipNetworkId)
}

/** Keeps a non-proxied reference (adapters hold functions and providers). */
export function asRef<T extends object>(value: T): T {
  return ref(value)
}
