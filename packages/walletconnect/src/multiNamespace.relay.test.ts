import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { WalletConnectCapability, WalletConnectNamespaceSession } from '@appkit/core/adapter'
import { type RunningRelay, startRelay } from '@appkit/relay'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { createTestWallet, type TestWallet } from './testing/createTestWallet'
import { devnetNetworks, memoryWagmiStorage } from './testing/devnetFixtures'
import { guardOutgoing, type OutgoingGuard } from './testing/guardOutgoing'

// Each client starts its own WalletConnect core (see walletConnect.relay.test.ts).
process.env.DISABLE_GLOBAL_CORE = 'true'

const devnet = inject('devnet')
const networks = devnetNetworks(devnet)
const [chainOne = 1, chainTwo = 137] = networks.map((network) => Number(network.id))
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const metadata = { name: 'Two namespaces', description: 'Test', url: 'http://127.0.0.1', icons: [] }
let guard: OutgoingGuard
let relay: RunningRelay
let cleanups: (() => Promise<void>)[] = []

/** The WalletConnect part of a Solana adapter: contributes devnet, keeps what it is handed. */
function solanaContributor() {
  const sessions: (WalletConnectNamespaceSession | undefined)[] = []
  const adapter: WalletConnectCapability = {
    walletConnectNamespace: {
      namespace: 'solana',
      chains: [SOLANA_DEVNET],
      methods: ['solana_signMessage'],
      events: [],
      // A closed local port: nothing reads the Solana chain here.
      rpcMap: { EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'http://127.0.0.1:9' },
    },
    setWalletConnectSession: (session) => sessions.push(session),
    onWalletConnectEvent: () => {},
  }
  return { adapter, sessions }
}

async function createWallet(): Promise<TestWallet> {
  const wallet = await createTestWallet(relay.url, devnet)
  cleanups.push(() => wallet.close())
  return wallet
}

beforeAll(() => {
  guard = guardOutgoing()
})
afterAll(() => guard.restore())
afterEach(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()))
  cleanups = []
  await relay.stop()
})

describe('one WalletConnect session for several namespaces, through apps/relay', () => {
  it('one proposal carries eip155 and Solana; each adapter receives its CAIP-10 accounts and sends its requests through the session', async () => {
    relay = await startRelay()
    const walletConnect = createWalletConnect({ relayUrl: relay.url, metadata, logLevel: 'silent' })
    const wagmiAdapter = new WagmiAdapter({
      networks,
      storage: memoryWagmiStorage(),
      walletConnect,
    })
    cleanups.push(() => wagmiAdapter.destroy())
    const solana = solanaContributor()
    walletConnect.register(solana.adapter)
    const wallet = await createWallet()
    const uris: string[] = []
    walletConnect.subscribePairingUri((uri) => uris.push(uri))
    const connecting = wagmiAdapter.connect({ connectorId: 'walletConnect' })
    await expect.poll(() => uris.length, { timeout: 10_000 }).toBe(1)
    const proposal = await wallet.pair(uris[0] ?? '')
    expect(Object.keys(proposal.params.optionalNamespaces).sort()).toEqual(['eip155', 'solana'])
    expect(proposal.params.optionalNamespaces.eip155?.chains).toEqual([
      `eip155:${chainOne}`,
      `eip155:${chainTwo}`,
    ])
    expect(proposal.params.optionalNamespaces.solana?.chains).toEqual([SOLANA_DEVNET])
    await wallet.approve(proposal, [chainOne], [SOLANA_DEVNET])

    expect((await connecting).caipAddress).toBe(`eip155:${chainOne}:${wallet.address}`)
    const session = solana.sessions.at(-1)
    if (!session) throw new Error('the Solana adapter received no session')
    expect(session.accounts).toEqual([`${SOLANA_DEVNET}:${wallet.solanaAddress}`])
    expect(uris).toHaveLength(1)
    const message = base58.encode(new TextEncoder().encode('Sign in on Solana'))
    const { signature } = (await session.request({
      method: 'solana_signMessage',
      params: { message, pubkey: wallet.solanaAddress },
      chainId: SOLANA_DEVNET,
    })) as { signature: string }
    expect(
      ed25519.verify(
        base58.decode(signature),
        base58.decode(message),
        base58.decode(wallet.solanaAddress),
      ),
    ).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toEqual(['solana_signMessage'])

    // The wallet ends the one session: every adapter loses it.
    const [topic] = wallet.client.session.keys
    await wallet.client.disconnect({
      topic: topic ?? '',
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await expect.poll(() => solana.sessions.at(-1)).toBeUndefined()
    expect(await wagmiAdapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([])
  })

  it('SPEC §2 basic mode (no adapter): the client proposes the configured networks and shows the accounts of the approved session', async () => {
    relay = await startRelay()
    const walletConnect = createWalletConnect({
      relayUrl: relay.url,
      metadata,
      networks,
      logLevel: 'silent',
    })
    cleanups.push(() => walletConnect.close())
    const wallet = await createWallet()
    let changes = 0
    walletConnect.subscribeSession(() => {
      changes += 1
    })
    const uri = new Promise<string>((resolve) => walletConnect.subscribePairingUri(resolve))
    const connecting = walletConnect.connect()
    const proposal = await wallet.pair(await uri)
    expect(proposal.params.optionalNamespaces.eip155).toMatchObject({
      chains: [`eip155:${chainOne}`, `eip155:${chainTwo}`],
      methods: [],
    })
    await wallet.approve(proposal, [chainOne, chainTwo])
    await connecting
    expect(walletConnect.isConnected()).toBe(true)
    expect(walletConnect.getSessionAccounts()).toEqual({
      eip155: [`eip155:${chainOne}:${wallet.address}`, `eip155:${chainTwo}:${wallet.address}`],
    })
    expect(changes).toBeGreaterThan(0)
    await walletConnect.disconnect()
    expect(walletConnect.getSessionAccounts()).toEqual({})
  })

  it('makes no connection and no fetch beyond 127.0.0.1 in all of the above', () => {
    expect(guard.connections.length).toBeGreaterThan(0)
    expect(guard.refused).toEqual([])
  })
})
