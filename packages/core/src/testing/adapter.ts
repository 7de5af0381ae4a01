import type {
  ChainAdapter,
  ChainAdapterAccount,
  ChainAdapterEvent,
  ChainAdapterListener,
} from '../adapter/ChainAdapter'
import type { RequestPolicy } from '../adapter/RequestPolicy'
import type { Connector } from '../types/connector'
import type { CaipAddress, CaipNetwork } from '../types/network'
import { mainnet } from './networks'

/** The test adapter: records calls, emits events on demand, holds mutable connectors. */
export type TestAdapter = ChainAdapter & {
  calls: string[]
  emit: (event: ChainAdapterEvent) => void
  connectors: Connector[]
}

/**
 * The test adapter's request policy: a few methods of SPEC §6 for each side, as an EVM adapter
 * classes them (the real lists belong to each adapter package).
 */
export const TEST_REQUEST_POLICY: RequestPolicy = {
  safeMethods: ['eth_chainId', 'eth_accounts', 'eth_getBalance'],
  approvalMethods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4'],
}

/**
 * An account address of each namespace, for tests. The EVM one is the short `0x1` that the
 * views' tests read on screen: core never checks an account's format (its adapter does).
 */
export const TEST_ADDRESSES = {
  eip155: '0x1',
  solana: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV',
  polkadot: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  cosmos: 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
} as const

/** A test account on `network` (its namespace's test address unless one is given). */
export function makeTestAccount(network: CaipNetwork, address?: string): ChainAdapterAccount {
  const account = address ?? TEST_ADDRESSES[network.chainNamespace]
  return { caipAddress: `${network.caipNetworkId}:${account}` as CaipAddress, purpose: 'eoa' }
}

/**
 * An in-memory adapter for core's unit tests. Core never imports a chain library, so the
 * real adapters (adapter-wagmi, ...) are tested in their own packages; this stands in at that
 * edge and records what core asked of it. It connects the namespace's test address on its
 * first network, classes requests by {@link TEST_REQUEST_POLICY}, and has the
 * `switchNetwork`, `transfer` and `sendTransaction` capabilities.
 */
export function makeTestAdapter(
  namespace: ChainAdapter['namespace'],
  networks: readonly CaipNetwork[] = [mainnet],
): TestAdapter {
  const calls: string[] = []
  const listeners = new Set<ChainAdapterListener>()
  const connectors: Connector[] = []
  const first = networks[0] ?? mainnet
  const connected = () => {
    const account = makeTestAccount(first)
    return { caipAddress: account.caipAddress, accounts: [account] }
  }
  return {
    calls,
    namespace,
    networks,
    requestPolicy: TEST_REQUEST_POLICY,
    connect: async ({ connectorId }) => {
      calls.push(`connect:${connectorId}`)
      return connected()
    },
    reconnect: async ({ connectorId }) => {
      calls.push(`reconnect:${connectorId}`)
      return connected()
    },
    disconnect: async () => {
      calls.push('disconnect')
    },
    getAccounts: async () => [],
    switchNetwork: async ({ caipNetwork }) => {
      calls.push(`switch:${caipNetwork.caipNetworkId}`)
    },
    getBalance: async () => ({ balance: '1.5', symbol: 'ETH' }),
    signMessage: async ({ message }) => {
      calls.push(`sign:${message}`)
      return '0xsig'
    },
    transfer: async ({ asset, to, amount }) => {
      calls.push(`transfer:${asset}:${to}:${amount}`)
      return '0xhash'
    },
    sendTransaction: async () => {
      calls.push('send')
      return '0xhash'
    },
    getConnectors: () => connectors,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    emit: (event) => {
      for (const listener of listeners) listener(event)
    },
    connectors,
  }
}
