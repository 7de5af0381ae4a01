import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainAdapterConnectResult } from '../adapter/ChainAdapter'
import { addConnector } from '../controllers/connectors/connectors'
import { UserRejectedRequestError } from '../errors/providerErrors'
import type { TestAdapter } from '../testing/adapter'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { connectWallet } from './connectFlow'
import { close, open } from './modalFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

type Answer = { approve: (address: string) => void; reject: (error: unknown) => void }

/**
 * Makes the test adapter's connect wait for the wallet's answer, as an installed wallet does
 * while its approval prompt is open; `answers[i]` answers the i-th request the wallet got.
 */
function holdConnectRequests(adapter: TestAdapter): Answer[] {
  const answers: Answer[] = []
  adapter.connect = ({ connectorId }) => {
    adapter.calls.push(`connect:${connectorId}`)
    return new Promise<ChainAdapterConnectResult>((resolve, reject) => {
      answers.push({
        approve: (address) =>
          resolve({
            caipAddress: `eip155:1:${address}`,
            accounts: [{ caipAddress: `eip155:1:${address}`, purpose: 'eoa' }],
          }),
        reject,
      })
    })
  }
  return answers
}

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { shortMessage: string }) => error.shortMessage,
  )

const connectRequests = (adapter: TestAdapter) =>
  adapter.calls.filter((call) => call.startsWith('connect:'))

describe('a connection request still pending when the modal closes', () => {
  it('HOSTILE H: closed while the wallet asks, opened again, the same wallet picked and approved: connected, the wallet asked once', async () => {
    const { core, evm } = makeTestCore(server.url)
    const answers = holdConnectRequests(evm)
    await open(core)
    const first = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'dev' }))
    await close(core)
    await open(core)
    const second = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'dev' }))
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connecting')
    // The wallet has one prompt open: picking it again joins that request, never a second one
    // (a second eth_requestAccounts would be refused with -32002 or queued as a second prompt).
    expect(connectRequests(evm)).toEqual(['connect:dev'])

    answers[0]?.approve('0xabc')
    expect(await second).toBe('resolved')
    expect(await first).toBe('resolved')
    const account = core.chain.namespaces.eip155?.accountState
    expect(account?.status).toBe('connected')
    expect(account?.address).toBe('0xabc')
    expect(core.modal.open).toBe(false)
    expect(evm.calls).not.toContain('disconnect')
  })

  it('the joined request rejected in the wallet: the newest call shows "Connection rejected" once, and Try again asks the wallet anew', async () => {
    const { core, evm } = makeTestCore(server.url)
    const answers = holdConnectRequests(evm)
    await open(core)
    const first = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'dev' }))
    await close(core)
    await open(core)
    const second = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'dev' }))
    answers[0]?.reject(new UserRejectedRequestError())
    expect(await second).toBe('Connection rejected')
    expect(await first).toBe('Connection rejected')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')

    const retry = connectWallet(core, { namespace: 'eip155', connectorId: 'dev' })
    expect(connectRequests(evm)).toEqual(['connect:dev', 'connect:dev'])
    answers[1]?.approve('0xabc')
    await retry
    expect(core.chain.namespaces.eip155?.accountState.address).toBe('0xabc')
  })

  it("HOSTILE H: closed while the wallet asks and left closed, a late approval is still undone ('Modal closed')", async () => {
    const { core, evm } = makeTestCore(server.url)
    const answers = holdConnectRequests(evm)
    await open(core)
    const first = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'dev' }))
    await close(core)
    answers[0]?.approve('0xabc')
    expect(await first).toBe('Modal closed')
    expect(evm.calls).toContain('disconnect')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
  })

  it('a stale attempt never overwrites a newer one: another wallet connected since, the first wallet approving late is undone and the account stays the newer one', async () => {
    const { core, evm } = makeTestCore(server.url)
    const answers = holdConnectRequests(evm)
    const disconnected: (string | undefined)[] = []
    evm.disconnect = async (params) => {
      disconnected.push(params?.connectorId)
    }
    await open(core)
    const stale = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'first' }))
    await close(core)
    await open(core)
    const newer = connectWallet(core, { namespace: 'eip155', connectorId: 'second' })
    expect(connectRequests(evm)).toEqual(['connect:first', 'connect:second'])
    answers[1]?.approve('0x222')
    await newer

    answers[0]?.approve('0x111')
    expect(await stale).toBe('Modal closed')
    expect(disconnected).toEqual(['first'])
    const account = core.chain.namespaces.eip155?.accountState
    expect(account?.status).toBe('connected')
    expect(account?.address).toBe('0x222')
    expect(account?.connectorId).toBe('second')
  })

  it('a stale attempt rejected late neither resets the newer connection nor shows an error', async () => {
    const { core, evm } = makeTestCore(server.url)
    const answers = holdConnectRequests(evm)
    await open(core)
    const stale = settled(connectWallet(core, { namespace: 'eip155', connectorId: 'first' }))
    await close(core)
    await open(core)
    const newer = connectWallet(core, { namespace: 'eip155', connectorId: 'second' })
    answers[1]?.approve('0x222')
    await newer
    answers[0]?.reject(new UserRejectedRequestError())
    expect(await stale).toBe('Modal closed')
    expect(core.chain.namespaces.eip155?.accountState.address).toBe('0x222')
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connected')
  })

  it('the same wallet picked for another chain is asked again (the pending request names its own chain)', async () => {
    const { core, evm } = makeTestCore(server.url)
    holdConnectRequests(evm)
    await open(core)
    void settled(
      connectWallet(core, { namespace: 'eip155', connectorId: 'dev', caipNetworkId: 'eip155:1' }),
    )
    void settled(
      connectWallet(core, { namespace: 'eip155', connectorId: 'dev', caipNetworkId: 'eip155:10' }),
    )
    expect(connectRequests(evm)).toEqual(['connect:dev', 'connect:dev'])
  })

  it('a WalletConnect connector is asked again: each connect is a new pairing (a new QR code)', async () => {
    const { core, evm } = makeTestCore(server.url)
    const answers = holdConnectRequests(evm)
    addConnector(core.connectors, {
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      chain: 'eip155',
    })
    await open(core)
    const first = settled(
      connectWallet(core, { namespace: 'eip155', connectorId: 'walletConnect' }),
    )
    const second = connectWallet(core, { namespace: 'eip155', connectorId: 'walletConnect' })
    expect(connectRequests(evm)).toEqual(['connect:walletConnect', 'connect:walletConnect'])
    answers[1]?.approve('0xabc')
    await second
    answers[0]?.reject(new Error('The pairing was superseded'))
    expect(await first).toBe('Modal closed')
    expect(core.chain.namespaces.eip155?.accountState.address).toBe('0xabc')
  })
})
