// @vitest-environment happy-dom
import type { ChainAdapterEvent } from '@appkit/core/adapter'
import {
  ANVIL_DEV_KEYS,
  announceDevWallet,
  createDevWalletProvider,
  DEV_WALLET_ICON,
  DEV_WALLET_RDNS,
} from '@appkit/dev-wallet'
import { afterEach, describe, expect, it } from 'vitest'
import { WagmiAdapter } from '../WagmiAdapter'

const networks = [
  {
    id: 1,
    caipNetworkId: 'eip155:1',
    chainNamespace: 'eip155',
    name: 'Local one',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  },
] as const
// Discovery makes no request: the wallets below are never asked anything.
const wallet = () =>
  createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS,
    chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', name: 'Local one' }],
  })
const cleanups: (() => void)[] = []
const announce = (...args: Parameters<typeof announceDevWallet>) => {
  const announced = announceDevWallet(...args)
  cleanups.push(announced.stop)
  return announced
}
const createAdapter = () => {
  const adapter = new WagmiAdapter({ networks, storage: null })
  cleanups.push(() => adapter.destroy())
  return adapter
}
const dispatch = (detail: unknown) =>
  window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
const uuid = (n: number) => `0000000${n}-0000-4000-8000-000000000000`

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

describe('EIP-6963 discovery on window (happy-dom, real announce events)', () => {
  it('finds a wallet that announced before the adapter existed (requestProvider after listening)', () => {
    const provider = wallet()
    announce(window, provider)
    const connectors = createAdapter().getConnectors()
    expect(connectors).toHaveLength(1)
    expect(connectors[0]).toMatchObject({
      id: DEV_WALLET_RDNS,
      type: 'ANNOUNCED',
      name: 'AppKit Dev Wallet',
      imageUrl: DEV_WALLET_ICON,
      chain: 'eip155',
      info: { rdns: DEV_WALLET_RDNS },
    })
    expect(connectors[0]?.provider).toBeDefined()
  })

  it('a wallet announcing later updates the list live (connectorsChanged)', () => {
    const adapter = createAdapter()
    const events: ChainAdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    expect(adapter.getConnectors()).toEqual([])
    announce(window, wallet(), { rdns: 'com.example.late', name: 'Late' })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual(['com.example.late'])
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: adapter.getConnectors() }])
  })

  it('malformed announcements are ignored and nothing throws', () => {
    const adapter = createAdapter()
    const provider = wallet()
    const info = { uuid: uuid(1), name: 'Bad', icon: DEV_WALLET_ICON, rdns: 'com.example.bad' }
    expect(() => {
      dispatch(undefined)
      dispatch(Object.freeze({ provider }))
      dispatch(Object.freeze({ info: Object.freeze({ ...info, uuid: 'not-a-uuid' }), provider }))
      dispatch(
        Object.freeze({
          info: Object.freeze({ ...info, uuid: uuid(2).replace('-4', '-1') }),
          provider,
        }),
      )
      dispatch(Object.freeze({ info: Object.freeze({ ...info, name: '' }), provider }))
      dispatch(Object.freeze({ info: Object.freeze(info), provider: {} }))
      dispatch(Object.freeze({ info: Object.freeze(info), provider: null }))
      dispatch({ info, provider }) // not frozen
    }).not.toThrow()
    expect(adapter.getConnectors()).toEqual([])
  })

  it('icons other than data:image/* (https, javascript:, data:text/html) are dropped for a fallback', () => {
    const adapter = createAdapter()
    const icons = [
      'https://wallet.example/icon.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]
    icons.forEach((icon, index) => {
      announce(window, wallet(), { icon, rdns: `com.example.icon${index}`, name: `Icon ${index}` })
    })
    const connectors = adapter.getConnectors()
    expect(connectors.map((c) => c.name)).toEqual(['Icon 0', 'Icon 1', 'Icon 2'])
    for (const connector of connectors) expect(connector.imageUrl).toBeUndefined()
  })

  it('a duplicate uuid keeps the first wallet and is flagged as a possible imitation', () => {
    const adapter = createAdapter()
    const first = wallet()
    announce(window, first, { uuid: uuid(3), rdns: 'com.example.first', name: 'First' })
    announce(window, wallet(), { uuid: uuid(3), rdns: 'com.example.imitator', name: 'Imitator' })
    const connectors = adapter.getConnectors()
    expect(connectors.map((c) => c.name)).toEqual(['First'])
    expect(adapter.getImitationWarnings()).toEqual([
      { reason: 'duplicate-uuid', uuid: uuid(3), rdns: 'com.example.imitator' },
    ])
  })

  it('the same rdns under another uuid is listed (its own id) with an imitation warning', () => {
    const adapter = createAdapter()
    announce(window, wallet(), { uuid: uuid(4), rdns: 'com.example.twin', name: 'Twin' })
    announce(window, wallet(), { uuid: uuid(5), rdns: 'com.example.twin', name: 'Twin' })
    expect(adapter.getConnectors().map((c) => c.id)).toEqual([
      'com.example.twin',
      `com.example.twin:${uuid(5)}`,
    ])
    expect(adapter.getImitationWarnings()).toEqual([
      { reason: 'duplicate-rdns', uuid: uuid(5), rdns: 'com.example.twin' },
    ])
  })

  it('window.ethereum becomes the INJECTED connector unless an announced wallet is that provider', () => {
    const legacy = wallet()
    Object.assign(window, { ethereum: legacy })
    expect(createAdapter().getConnectors()).toMatchObject([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet' },
    ])
    cleanups.splice(0).forEach((cleanup) => {
      cleanup()
    })
    announce(window, legacy)
    expect(
      createAdapter()
        .getConnectors()
        .map((c) => c.type),
    ).toEqual(['ANNOUNCED'])
  })
})

describe('enableEIP6963 and enableInjected (AppKit option names)', () => {
  const requests = () => {
    let count = 0
    const onRequest = () => {
      count++
    }
    window.addEventListener('eip6963:requestProvider', onRequest)
    cleanups.push(() => window.removeEventListener('eip6963:requestProvider', onRequest))
    return () => count
  }
  const adapterWith = (options: { enableEIP6963?: boolean; enableInjected?: boolean }) => {
    const adapter = new WagmiAdapter({ networks, storage: null, ...options })
    cleanups.push(() => adapter.destroy())
    return adapter
  }

  it('enableEIP6963: false never listens for announcements nor asks for them; window.ethereum stays the injected connector', () => {
    Object.assign(window, { ethereum: wallet() })
    announce(window, wallet())
    const asked = requests()
    const adapter = adapterWith({ enableEIP6963: false })
    announce(window, wallet(), { rdns: 'com.example.late', name: 'Late' })
    expect(asked()).toBe(0)
    expect(adapter.getConnectors().map((c) => [c.id, c.type])).toEqual([['injected', 'INJECTED']])
  })

  it('enableInjected: false adds no injected connector, legacy or announced, and asks no wallet', () => {
    Object.assign(window, { ethereum: wallet() })
    announce(window, wallet())
    const asked = requests()
    const adapter = adapterWith({ enableInjected: false })
    announce(window, wallet(), { rdns: 'com.example.late', name: 'Late' })
    expect(asked()).toBe(0)
    expect(adapter.getConnectors()).toEqual([])
  })

  it('both default to true: the announced wallet is found', () => {
    announce(window, wallet())
    const asked = requests()
    expect(
      adapterWith({})
        .getConnectors()
        .map((c) => c.type),
    ).toEqual(['ANNOUNCED'])
    expect(asked()).toBe(1)
  })
})
