import { describe, expect, it } from 'vitest'
import { createStorage } from '../../storage/createStorage'
import { createMemoryBackend } from '../../storage/StorageBackend'
import type { Connector, Wallet } from '../../types/connector'
import { getConnectMethodOrder, orderConnectorSections } from './connectorOrder'
import { addConnector, addRecentWallet, createConnectors, getConnector } from './connectors'
import {
  dedupWallets,
  filterExcludedWallets,
  isBrowserWalletShown,
  isExcludedWallet,
} from './walletFilters'

const metamask: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}

describe('connectors', () => {
  it('SPEC §3 "Connector: id, type (INJECTED, ANNOUNCED, EXTERNAL, WALLET_CONNECT, AUTH, MULTI_CHAIN)" one per id', () => {
    const state = createConnectors(createStorage())
    const types: Connector['type'][] = [
      'INJECTED',
      'ANNOUNCED',
      'EXTERNAL',
      'WALLET_CONNECT',
      'AUTH',
      'MULTI_CHAIN',
    ]
    for (const type of types)
      addConnector(state, { id: type.toLowerCase(), type, name: type, chain: 'eip155' })
    addConnector(state, { id: 'AUTH', type: 'AUTH', name: 'Auth again', chain: 'eip155' })
    expect(state.connectors.map((c) => c.type).sort()).toEqual([...types].sort())
    expect(getConnector(state, 'Auth')?.name).toBe('Auth again')
    expect(getConnector(state, 'missing')).toBeUndefined()
  })

  it('SPEC §9 "Connector type order: walletConnect, recent, injected, featured, custom, external, recommended"', () => {
    const ordered = orderConnectorSections({
      recommended: ['r'],
      external: ['e'],
      injected: ['i'],
      walletConnect: ['wc'],
      recent: ['rc'],
      featured: [],
      custom: ['c'],
    })
    expect(ordered.map((s) => s.section)).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('SPEC §9 "Connect method order default: email, social, wallet; wallet, email, social when an injected wallet is shown"', () => {
    expect(getConnectMethodOrder(false)).toEqual(['email', 'social', 'wallet'])
    expect(getConnectMethodOrder(true)).toEqual(['wallet', 'email', 'social'])
  })

  it('SPEC §5 "Wallets excluded by rdns or name (case-insensitive) hidden"', () => {
    expect(isExcludedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, ['IO.METAMASK'])).toBe(true)
    expect(isExcludedWallet({ name: 'MetaMask' }, ['metamask'])).toBe(true)
    expect(isExcludedWallet({ name: 'Rabby', rdns: 'io.rabby' }, ['metamask'])).toBe(false)
    expect(filterExcludedWallets([{ name: 'A' }, { name: 'b' }], ['B'])).toEqual([{ name: 'A' }])
  })

  it('SPEC §5 "Generic browser wallet hidden on desktop, and on mobile when it has no rdns and is not installed"', () => {
    expect(isBrowserWalletShown({ isMobile: false, rdns: 'x', installed: true })).toBe(false)
    expect(isBrowserWalletShown({ isMobile: true, installed: false })).toBe(false)
    expect(isBrowserWalletShown({ isMobile: true, installed: true })).toBe(true)
    expect(isBrowserWalletShown({ isMobile: true, rdns: 'x', installed: false })).toBe(true)
  })

  it('SPEC §5 "Wallet list dedup by rdns, name, and explorer id against installed and recent wallets"', () => {
    const wallets: Wallet[] = [
      { id: 'mm', name: 'Metamask Wallet', rdns: 'IO.METAMASK' },
      { id: 'rb', name: 'rabby' },
      { id: 'tw', name: 'Trust' },
      { id: 'cb', name: 'Coinbase', rdns: 'com.coinbase' },
      { id: 'ok', name: 'OKX' },
    ]
    const installed: Connector[] = [
      metamask,
      { id: 'rabby', type: 'INJECTED', name: 'Rabby', chain: 'eip155' },
      { id: 'x', type: 'EXTERNAL', name: 'Trustish', chain: 'eip155', explorerId: 'tw' },
    ]
    const recent: Wallet[] = [
      { id: 'ok', name: 'OKX' },
      { id: 'zz', name: 'Z', rdns: 'com.coinbase' },
    ]
    expect(dedupWallets(wallets, installed, recent)).toEqual([])
    expect(dedupWallets([{ id: 'new', name: 'New' }], installed, recent)).toHaveLength(1)
    // By name against a recent wallet too: another registry entry named like a recent one.
    expect(dedupWallets([{ id: 'okx-2', name: 'okx' }], [], recent)).toEqual([])
    expect(dedupWallets([{ id: 'okx-2', name: 'okx' }], [], [])).toHaveLength(1)
  })

  it('SPEC §9 "Recent wallets max 2", newest first and persisted', () => {
    const backend = createMemoryBackend()
    const storage = createStorage({ backend })
    const state = createConnectors(storage)
    addRecentWallet(state, storage, { id: 'a', name: 'A' })
    addRecentWallet(state, storage, { id: 'b', name: 'B' })
    addRecentWallet(state, storage, { id: 'a', name: 'A' })
    addRecentWallet(state, storage, { id: 'c', name: 'C' })
    expect(state.recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
    expect(createConnectors(storage).recentWallets.map((w) => w.id)).toEqual(['c', 'a'])
    expect(JSON.parse(backend.getItem('@appkit-wallet/recent_wallets') ?? '')).toEqual([
      { id: 'c', name: 'C' },
      { id: 'a', name: 'A' },
    ])
    backend.setItem('@appkit-wallet/recent_wallets', '{broken')
    expect(createConnectors(storage).recentWallets).toEqual([])
    backend.setItem('@appkit-wallet/recent_wallets', '{"id":"x"}')
    expect(createConnectors(storage).recentWallets).toEqual([])
  })
})
