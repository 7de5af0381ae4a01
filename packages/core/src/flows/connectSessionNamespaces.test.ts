import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter/ChainAdapter'
import { ConnectorNotFoundForConnectionError } from '../errors/connectionErrors'
import { makeTestAccount } from '../testing/adapter'
import { makeTestCore } from '../testing/makeTestCore'
import { solanaMainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { connectWallet } from './connectFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

/**
 * Gives a test adapter the pairing and WalletConnect capabilities (the real session lives in
 * @appkit/walletconnect and is tested there through apps/relay; core sees only these members).
 */
function joinSession(adapter: ChainAdapter, pairingConnectorId: string, namespace: string) {
  Object.assign(adapter, {
    pairingConnectorId,
    subscribePairingUri: () => () => {},
    refreshPairingUri: () => {},
    cancelPairingUri: () => {},
    configurePairing: () => {},
    walletConnectNamespace: { namespace, chains: [], methods: [], events: [], rpcMap: {} },
    setWalletConnectSession: () => {},
    onWalletConnectEvent: () => {},
  })
}

describe('one WalletConnect session connects every namespace it holds', () => {
  it('after the eip155 pairing connector connected, the Solana pairing connector connects from the same session; a namespace without account stays disconnected', async () => {
    const { core, evm, solana } = makeTestCore(server.url)
    joinSession(evm, 'walletConnect', 'eip155')
    joinSession(solana, 'WalletConnect', 'solana')
    const asked: string[] = []
    solana.connect = async ({ connectorId }) => {
      asked.push(connectorId)
      const account = makeTestAccount(solanaMainnet)
      return { caipAddress: account.caipAddress, accounts: [account] }
    }
    await connectWallet(core, { namespace: 'eip155', connectorId: 'walletConnect' })
    expect(asked).toEqual(['WalletConnect'])
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('connected')
    expect(core.chain.namespaces.solana?.accountState).toMatchObject({
      status: 'connected',
      connectorId: 'WalletConnect',
      caipAddress: makeTestAccount(solanaMainnet).caipAddress,
    })

    // The wallet approved eip155 only: the Solana connector finds no account.
    const other = makeTestCore(server.url)
    joinSession(other.evm, 'walletConnect', 'eip155')
    joinSession(other.solana, 'WalletConnect', 'solana')
    other.solana.connect = async () => {
      throw new ConnectorNotFoundForConnectionError({ details: 'no solana account' })
    }
    await connectWallet(other.core, { namespace: 'eip155', connectorId: 'walletConnect' })
    expect(other.core.chain.namespaces.eip155?.accountState.status).toBe('connected')
    expect(other.core.chain.namespaces.solana?.accountState.status).not.toBe('connected')
  })

  it('an injected connector of one namespace connects that namespace only', async () => {
    const { core, evm, solana } = makeTestCore(server.url)
    joinSession(evm, 'walletConnect', 'eip155')
    joinSession(solana, 'WalletConnect', 'solana')
    let solanaCalls = 0
    solana.connect = async () => {
      solanaCalls += 1
      throw new Error('not asked')
    }
    await connectWallet(core, { namespace: 'eip155', connectorId: 'io.metamask' })
    expect(solanaCalls).toBe(0)
  })
})
