import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setActiveNetwork } from '../controllers/chain/chain'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { applyAdapterEvent, attachAdapters } from './adapterEventsFlow'
import { onConnected } from './connectionFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const account = (address: string) => ({
  caipAddress: `eip155:1:${address}` as const,
  purpose: 'eoa' as const,
})
const flush = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('adapter events flow', () => {
  it('reads the connectors of every adapter and follows connectorsChanged until detached', async () => {
    const { core, evm } = makeTestCore(server.url)
    evm.connectors.push({ id: 'io.metamask', type: 'ANNOUNCED', name: 'MetaMask', chain: 'eip155' })
    const detach = attachAdapters(core)
    expect(core.connectors.connectors.map((c) => c.id)).toEqual(['io.metamask'])
    evm.emit({
      type: 'connectorsChanged',
      connectors: [{ id: 'io.rabby', type: 'ANNOUNCED', name: 'Rabby', chain: 'eip155' }],
    })
    await flush()
    expect(core.connectors.connectors.map((c) => c.id)).toEqual(['io.metamask', 'io.rabby'])
    detach()
    evm.emit({
      type: 'connectorsChanged',
      connectors: [{ id: 'late', type: 'INJECTED', name: 'Late', chain: 'eip155' }],
    })
    await flush()
    expect(core.connectors.connectors).toHaveLength(2)
  })

  it('accountsChanged updates the address; [] means disconnected (HOSTILE B)', async () => {
    const { core, evm } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0xa',
      accounts: [account('0xa')],
    })
    await applyAdapterEvent(core, evm, {
      type: 'accountsChanged',
      connectorId: 'other',
      accounts: [account('0xz')],
    })
    expect(core.chain.namespaces.eip155?.accountState.address).toBe('0xa')
    await applyAdapterEvent(core, evm, {
      type: 'accountsChanged',
      connectorId: 'injected',
      accounts: [account('0xb')],
    })
    expect(core.chain.namespaces.eip155?.accountState).toMatchObject({
      address: '0xb',
      caipAddress: 'eip155:1:0xb',
    })
    await applyAdapterEvent(core, evm, {
      type: 'accountsChanged',
      connectorId: 'injected',
      accounts: [],
    })
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
  })

  it('chainChanged activates a configured network; an unknown one opens UnsupportedChain (SPEC §2)', async () => {
    const { core, evm } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0xa',
      accounts: [account('0xa')],
    })
    await applyAdapterEvent(core, evm, {
      type: 'chainChanged',
      connectorId: 'injected',
      caipNetworkId: 'eip155:10',
    })
    expect(core.chain.namespaces.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBe('eip155:10:0xa')
    await applyAdapterEvent(core, evm, {
      type: 'chainChanged',
      connectorId: 'other',
      caipNetworkId: 'eip155:1',
    })
    expect(core.chain.namespaces.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:10')
    await applyAdapterEvent(core, evm, {
      type: 'chainChanged',
      connectorId: 'injected',
      caipNetworkId: 'eip155:5',
    })
    expect(core.router.view).toBe('UnsupportedChain')
    expect(core.modal.open).toBe(true)
  })

  it("SPEC §2 each namespace keeps its account: the chainChanged of a wallet whose namespace is not the active one moves that namespace's network and leaves the active one", async () => {
    const { core, evm } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0xa',
      accounts: [account('0xa')],
    })
    const solanaNetwork = core.chain.networks.find((n) => n.chainNamespace === 'solana')
    if (solanaNetwork) setActiveNetwork(core.chain, solanaNetwork)
    await applyAdapterEvent(core, evm, {
      type: 'chainChanged',
      connectorId: 'injected',
      caipNetworkId: 'eip155:10',
    })
    expect(core.chain.activeNamespace).toBe('solana')
    expect(core.chain.namespaces.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBe('eip155:10:0xa')
  })

  it('disconnect deletes the connection and fires the disconnect when it was the last', async () => {
    const { core, evm } = makeTestCore(server.url)
    attachAdapters(core)
    await onConnected(core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0xa',
      accounts: [account('0xa')],
    })
    evm.emit({ type: 'disconnect', connectorId: 'injected' })
    await flush()
    expect(core.connections.byNamespace.eip155).toEqual([])
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBeUndefined()
  })
})
