import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { addPendingRequest } from '../controllers/requests/requests'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { onConnected } from './connectionFlow'
import {
  activateConnection,
  disconnectConnection,
  listWalletConnections,
} from './walletConnectionsFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const account = (address: string) => ({
  caipAddress: `eip155:1:${address}` as const,
  accounts: [{ caipAddress: `eip155:1:${address}` as const, purpose: 'eoa' as const }],
})

async function twoWallets(multiWallet = true) {
  const made = makeTestCore(server.url, { features: { multiWallet } })
  await onConnected(made.core, 'eip155', 'wallet-a', account('0xa'))
  await onConnected(made.core, 'eip155', 'wallet-b', account('0xb'))
  if (multiWallet) await activateConnection(made.core, 'eip155', 'wallet-a')
  return made
}

describe('wallet connections flow', () => {
  it('a wallet connected next to another becomes the active one, as the account shows it', async () => {
    const { core } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'wallet-a', account('0xa'))
    await onConnected(core, 'eip155', 'wallet-b', account('0xb'))
    expect(core.connections.activeConnectorIds.eip155).toBe('wallet-b')
    expect(core.chain.namespaces.eip155?.accountState.connectorId).toBe('wallet-b')
  })

  it('SPEC §4 switching to a connected connection activates it and the account shows its address', async () => {
    const { core } = await twoWallets()
    expect(core.chain.namespaces.eip155?.accountState.address).toBe('0xa')
    await expect(activateConnection(core, 'eip155', 'wallet-b')).resolves.toBe(true)
    expect(core.connections.activeConnectorIds.eip155).toBe('wallet-b')
    expect(core.chain.namespaces.eip155?.accountState).toMatchObject({
      address: '0xb',
      caipAddress: 'eip155:1:0xb',
      connectorId: 'wallet-b',
    })
  })

  it('SPEC §6 "Multi-wallet (remote flag) gates listing, switching and deleting connections; otherwise an info alert \'Multi-Wallet Not Enabled\'"', async () => {
    const { core, evm } = await twoWallets(false)
    expect(listWalletConnections(core, 'eip155')).toEqual([])
    expect(core.alerts).toMatchObject({
      open: true,
      variant: 'info',
      shortMessage: 'Multi-Wallet Not Enabled',
    })
    core.alerts.open = false
    await expect(activateConnection(core, 'eip155', 'wallet-b')).resolves.toBe(false)
    expect(core.alerts).toMatchObject({ open: true, variant: 'info' })
    expect(core.alerts.shortMessage).toBe('Multi-Wallet Not Enabled')
    await expect(disconnectConnection(core, 'eip155', 'wallet-b')).resolves.toBe(false)
    expect(evm.calls).not.toContain('disconnect')
    expect(core.connections.byNamespace.eip155).toHaveLength(2)
    const enabled = await twoWallets(true)
    expect(listWalletConnections(enabled.core, 'eip155').map((c) => c.connectorId)).toEqual([
      'wallet-a',
      'wallet-b',
    ])
    expect(enabled.core.alerts.open).toBe(false)
  })

  it('SPEC §4 disconnecting the active wallet rejects its pending requests and the first remaining one becomes the account', async () => {
    const { core, evm } = await twoWallets()
    const reject = vi.fn()
    addPendingRequest(core.requests, {
      id: 7,
      method: 'personal_sign',
      needsApproval: true,
      reject,
    })
    await expect(disconnectConnection(core, 'eip155', 'wallet-a')).resolves.toBe(true)
    expect(evm.calls).toContain('disconnect')
    expect(reject).toHaveBeenCalledWith(expect.objectContaining({ code: 4900 }))
    expect(core.chain.namespaces.eip155?.accountState).toMatchObject({
      address: '0xb',
      connectorId: 'wallet-b',
      status: 'connected',
    })
    await disconnectConnection(core, 'eip155', 'wallet-b')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
  })

  it('disconnecting another wallet keeps the active account and its pending requests', async () => {
    const { core } = await twoWallets()
    const reject = vi.fn()
    addPendingRequest(core.requests, {
      id: 8,
      method: 'personal_sign',
      needsApproval: true,
      reject,
    })
    await disconnectConnection(core, 'eip155', 'wallet-b')
    expect(reject).not.toHaveBeenCalled()
    expect(core.chain.namespaces.eip155?.accountState.address).toBe('0xa')
    expect(core.connections.byNamespace.eip155?.map((c) => c.connectorId)).toEqual(['wallet-a'])
  })

  it("SPEC §8 'Failed to disconnect' when the wallet refuses", async () => {
    const { core, evm } = await twoWallets()
    evm.disconnect = async () => {
      throw new Error('busy')
    }
    await expect(disconnectConnection(core, 'eip155', 'wallet-b')).rejects.toThrow(
      'Failed to disconnect',
    )
    expect(core.connections.byNamespace.eip155).toHaveLength(2)
  })
})
