import { describe, expect, it, vi } from 'vitest'
import { type ChainAdapter, hasCapability } from '../../adapter/ChainAdapter'
import { makeTestAdapter } from '../../testing/adapter'
import { mainnet, makeNetwork, optimism, solanaMainnet } from '../../testing/networks'
import {
  resetAccount,
  setAccountProp,
  setAccountStatus,
  setChainAccountData,
  togglePreferredAccountType,
} from './account'
import { addAdapter, getAdapter, removeAdapter, removeNetwork } from './adapterRegistry'
import { createChain, getActiveAccount, getActiveNetwork, isSupportedNetwork } from './chain'

describe('chain state', () => {
  it('SPEC §3 "Account state per namespace" holds every field, and network state per namespace', () => {
    const chain = createChain({ networks: [mainnet, solanaMainnet] })
    expect(Object.keys(chain.namespaces)).toEqual(['eip155', 'solana'])
    const account = chain.namespaces.eip155?.accountState
    expect(Object.keys(account ?? {}).sort()).toEqual(
      [
        'caipAddress',
        'address',
        'balance',
        'balanceSymbol',
        'profileName',
        'profileImage',
        'addressExplorerUrl',
        'tokenBalance',
        'connectedWalletInfo',
        'preferredAccountType',
        'socialProvider',
        'socialWindow',
        'farcasterUrl',
        'user',
        'status',
        'smartAccountDeployed',
        'currentTab',
        'addressLabels',
        'connectorId',
      ].sort(),
    )
    expect(Object.keys(chain.namespaces.solana?.networkState ?? {}).sort()).toEqual([
      'approvedCaipNetworkIds',
      'caipNetwork',
      'requestedCaipNetworks',
      'smartAccountEnabledNetworks',
      'supportsAllNetworks',
    ])
    expect(chain.activeNamespace).toBe('eip155')
    expect(getActiveNetwork(chain)).toEqual(mainnet)
    expect(isSupportedNetwork(chain, 'eip155:1')).toBe(true)
    expect(isSupportedNetwork(chain, 'eip155:5')).toBe(false)
  })

  it('SPEC §9 "Default account types: bitcoin payment, EVM smartAccount, polkadot and solana eoa"', () => {
    const chain = createChain({
      networks: [
        mainnet,
        solanaMainnet,
        makeNetwork('bip122', 'btc'),
        makeNetwork('polkadot', 'dot'),
      ],
    })
    expect(chain.namespaces.eip155?.accountState.preferredAccountType).toBe('smartAccount')
    expect(chain.namespaces.solana?.accountState.preferredAccountType).toBe('eoa')
    expect(chain.namespaces.bip122?.accountState.preferredAccountType).toBe('payment')
    expect(chain.namespaces.polkadot?.accountState.preferredAccountType).toBe('eoa')
  })

  it('SPEC §4 "Account status per chain: connecting, connected, disconnected"', () => {
    const chain = createChain({ networks: [mainnet] })
    setAccountStatus(chain, 'eip155', 'connecting')
    expect(getActiveAccount(chain)?.status).toBe('connecting')
    setAccountStatus(chain, 'eip155', 'connected')
    expect(getActiveAccount(chain)?.status).toBe('connected')
  })

  it('SPEC §4 "Reset goes to disconnected, clears all account fields, keeps the preferred account type and removes the connector id"', () => {
    const chain = createChain({ networks: [mainnet] })
    setChainAccountData(chain, 'eip155', {
      caipAddress: 'eip155:1:0xabc',
      address: '0xabc',
      status: 'connected',
      preferredAccountType: 'eoa',
      connectorId: 'io.metamask',
      profileName: 'vitalik',
    })
    resetAccount(chain, 'eip155')
    const account = getActiveAccount(chain)
    expect(account?.status).toBe('disconnected')
    expect(account?.address).toBeUndefined()
    expect(account?.profileName).toBeUndefined()
    expect(account?.connectorId).toBeUndefined()
    expect(account?.preferredAccountType).toBe('eoa')
  })

  it("SPEC §8 'Chain is required to update chain account data' / 'Chain is required to set account prop'", () => {
    const chain = createChain({ networks: [mainnet] })
    expect(() => setChainAccountData(chain, undefined, { address: '0x1' })).toThrow(
      'Chain is required to update chain account data',
    )
    expect(() => setAccountProp(chain, 'address', '0x1', undefined)).toThrow(
      'Chain is required to set account prop',
    )
    setAccountProp(chain, 'address', '0x1', 'eip155')
    expect(getActiveAccount(chain)?.address).toBe('0x1')
  })

  it('SPEC §4 "Preferred account type toggles between eoa and smartAccount (smart only if enabled and current is eoa). On error falls back to EOA."', async () => {
    const chain = createChain({ networks: [mainnet] })
    const apply = vi.fn(async () => {})
    setAccountProp(chain, 'preferredAccountType', 'eoa', 'eip155')
    await expect(
      togglePreferredAccountType(chain, { namespace: 'eip155', smartAccountEnabled: true, apply }),
    ).resolves.toBe('smartAccount')
    await expect(
      togglePreferredAccountType(chain, { namespace: 'eip155', smartAccountEnabled: true, apply }),
    ).resolves.toBe('eoa')
    await expect(
      togglePreferredAccountType(chain, { namespace: 'eip155', smartAccountEnabled: false, apply }),
    ).resolves.toBe('eoa')
    expect(apply).toHaveBeenLastCalledWith('eoa')
    const failing = vi.fn(async () => {
      throw new Error('frame error')
    })
    // From smartAccount: the failed switch does not leave the smart account selected.
    setAccountProp(chain, 'preferredAccountType', 'smartAccount', 'eip155')
    await expect(
      togglePreferredAccountType(chain, {
        namespace: 'eip155',
        smartAccountEnabled: true,
        apply: failing,
      }),
    ).resolves.toBe('eoa')
    expect(failing).toHaveBeenCalledWith('eoa')
    expect(chain.namespaces.eip155?.accountState.preferredAccountType).toBe('eoa')
  })
})

describe('adapter registry', () => {
  it("SPEC §5 'ChainController:addAdapter - adapter must have a namespace'", () => {
    const chain = createChain({ networks: [] })
    const bad = { ...makeTestAdapter('eip155'), namespace: '' } as unknown as ChainAdapter
    expect(() => addAdapter(chain, bad)).toThrow(
      'ChainController:addAdapter - adapter must have a namespace',
    )
    expect(() => getAdapter(chain, 'eip155')).toThrow('Chain adapter not found')
  })

  it('adds networks of an adapter and activates the first one when none is active', () => {
    const chain = createChain({ networks: [] })
    addAdapter(chain, makeTestAdapter('eip155', [mainnet, optimism]))
    expect(getActiveNetwork(chain)?.caipNetworkId).toBe('eip155:1')
    expect(chain.namespaces.eip155?.networkState.requestedCaipNetworks).toHaveLength(2)
    expect(getAdapter(chain, 'eip155').namespace).toBe('eip155')
  })

  it('SPEC §4 "Removing an active adapter or network switches to the first other one"', () => {
    const chain = createChain({ networks: [mainnet, optimism, solanaMainnet] })
    addAdapter(chain, makeTestAdapter('eip155', [mainnet, optimism]))
    addAdapter(chain, makeTestAdapter('solana', [solanaMainnet]))
    removeNetwork(chain, 'eip155:1')
    expect(getActiveNetwork(chain)?.caipNetworkId).toBe('eip155:10')
    removeNetwork(chain, 'eip155:999')
    removeAdapter(chain, 'eip155')
    expect(chain.activeNamespace).toBe('solana')
    expect(getActiveNetwork(chain)?.caipNetworkId).toBe(solanaMainnet.caipNetworkId)
    removeAdapter(chain, 'solana')
    expect(chain.activeNamespace).toBeUndefined()
  })

  it('declares optional capabilities instead of stubbing them', () => {
    const plain = makeTestAdapter('eip155')
    const { signTypedData: _none, ...rest } = plain
    expect(hasCapability(rest, 'signTypedData')).toBe(false)
    const withTypedData: ChainAdapter = { ...rest, signTypedData: async () => '0xsig' }
    expect(hasCapability(withTypedData, 'signTypedData')).toBe(true)
    const { switchNetwork: _switch, ...cannotSwitch } = plain
    expect(hasCapability(cannotSwitch, 'switchNetwork')).toBe(false)
  })
})
