import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/providerErrors'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { connectWallet } from './connectFlow'
import { close, open } from './modalFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

describe('connect flow', () => {
  it('connects: connecting, connected, recent wallet recorded, modal closed', async () => {
    const { core, evm } = makeTestCore(server.url)
    await open(core)
    const statuses: string[] = []
    const connect = evm.connect
    evm.connect = async (p) => {
      statuses.push(core.chain.namespaces.eip155?.accountState.status ?? '')
      return connect(p)
    }
    await connectWallet(core, {
      namespace: 'eip155',
      connectorId: 'io.metamask',
      wallet: { id: 'mm', name: 'MetaMask' },
      caipNetworkId: 'eip155:1',
    })
    expect(statuses).toEqual(['connecting'])
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connected')
    expect(core.connectors.recentWallets.map((w) => w.id)).toEqual(['mm'])
    expect(core.modal.open).toBe(false)
  })

  it('HOSTILE B "a wallet that rejects eth_requestAccounts with 4001 ... shows rejected, state stays disconnected, and the request is not retried"', async () => {
    const { core, evm } = makeTestCore(server.url)
    let calls = 0
    evm.connect = async () => {
      calls++
      throw new UserRejectedRequestError()
    }
    await expect(
      connectWallet(core, { namespace: 'eip155', connectorId: 'io.metamask' }),
    ).rejects.toThrow('Connection rejected')
    expect(calls).toBe(1)
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
    evm.connect = async () => {
      throw new Error('provider crashed')
    }
    await expect(
      connectWallet(core, { namespace: 'eip155', connectorId: 'io.metamask' }),
    ).rejects.toThrow('Failed to connect')
  })

  it('HOSTILE H "the modal is closed during a pending connect ... a late wallet success does not flip state" (\'Modal closed\')', async () => {
    const { core, evm } = makeTestCore(server.url)
    await open(core)
    const connect = evm.connect
    evm.connect = async (p) => {
      await close(core)
      return connect(p)
    }
    await expect(
      connectWallet(core, { namespace: 'eip155', connectorId: 'io.metamask' }),
    ).rejects.toThrow('Modal closed')
    expect(evm.calls).toContain('disconnect')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBeUndefined()
  })

  it('in embedded mode a connection shows Account; with SIWX the sign view opens instead', async () => {
    const embedded = makeTestCore(server.url, { embedded: true }).core
    await connectWallet(embedded, { namespace: 'eip155', connectorId: 'injected' })
    expect(embedded.router.view).toBe('Account')
    const siwx = {
      required: true,
      createMessage: async () => 'm',
      addSession: async () => {},
      getSessions: async () => [],
    }
    const withSiwx = makeTestCore(server.url, { siwx }).core
    await open(withSiwx)
    await connectWallet(withSiwx, { namespace: 'eip155', connectorId: 'injected' })
    expect(withSiwx.router.view).toBe('SIWXSignMessage')
    expect(withSiwx.modal.open).toBe(true)
  })

  it('SPEC §4 "Initialisation failure disconnects and resets to Connect" right after connecting', async () => {
    const siwx = {
      createMessage: async () => 'm',
      addSession: async () => {},
      getSessions: async () => {
        throw new Error('session store down')
      },
    }
    const { core } = makeTestCore(server.url, { siwx })
    await open(core, { view: 'AllWallets' })
    await connectWallet(core, { namespace: 'eip155', connectorId: 'injected' })
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
    expect(core.router.view).toBe('Connect')
    expect(core.modal.open).toBe(true)
  })

  it("SPEC §2: a wallet of a namespace that is not the active one connects, its namespace becomes the active one and the modal closes; the other namespace's account stays", async () => {
    const { core } = makeTestCore(server.url)
    await connectWallet(core, { namespace: 'eip155', connectorId: 'injected' })
    expect(core.chain.activeNamespace).toBe('eip155')
    await open(core)
    await connectWallet(core, { namespace: 'solana', connectorId: 'Phantom' })
    expect(core.chain.activeNamespace).toBe('solana')
    expect(core.chain.namespaces.solana?.accountState.status).toBe('connected')
    expect(core.chain.namespaces.solana?.networkState.caipNetwork?.caipNetworkId).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connected')
    expect(core.modal.open).toBe(false)
  })
})
