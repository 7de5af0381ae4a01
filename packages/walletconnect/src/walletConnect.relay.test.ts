import { WagmiAdapter } from '@appkit/adapter-wagmi'
import { UserRejectedRequestError } from '@appkit/core'
import { type RunningRelay, startRelay } from '@appkit/relay'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import { createWalletConnect } from './createWalletConnect'
import { PairingCancelledError } from './errors/PairingCancelledError'
import { createTestWallet, type TestWallet } from './testing/createTestWallet'
import { devnetNetworks, devnetReader, memoryWagmiStorage } from './testing/devnetFixtures'
import { guardOutgoing, type OutgoingGuard } from './testing/guardOutgoing'
import { memoryWalletConnectStorage } from './testing/memoryWalletConnectStorage'
import type { WalletConnectOptions } from './WalletConnectOptions'

// Each adapter starts its own WalletConnect core: without this switch the library hands a second
// core with the same storage prefix the first one's instance (one per page in a browser).
process.env.DISABLE_GLOBAL_CORE = 'true'

const devnet = inject('devnet')
const networks = devnetNetworks(devnet)
const [chainOne = 1, chainTwo = 137] = networks.map((network) => Number(network.id))
let guard: OutgoingGuard
let relay: RunningRelay
let cleanups: (() => Promise<void>)[] = []

const metadata = {
  name: 'AppKit test dapp',
  description: 'WalletConnect connector test',
  url: 'http://127.0.0.1',
  icons: [],
}

function createAdapter(
  options: Partial<WalletConnectOptions> = {},
  storage = memoryWagmiStorage(),
) {
  const walletConnect = createWalletConnect({
    relayUrl: relay.url,
    metadata,
    logLevel: 'silent',
    ...options,
  })
  const adapter = new WagmiAdapter({ networks, storage, walletConnect })
  cleanups.push(() => adapter.destroy())
  return adapter
}

async function createWallet(): Promise<TestWallet> {
  const wallet = await createTestWallet(relay.url, devnet)
  cleanups.push(() => wallet.close())
  return wallet
}

/** Connects `adapter` with the wallet approving `chainIds`; resolves with the connect result. */
async function connectWith(adapter: WagmiAdapter, wallet: TestWallet, chainIds = [chainOne]) {
  const uri = new Promise<string>((resolve) => adapter.subscribePairingUri?.(resolve))
  const connecting = adapter.connect({ connectorId: 'walletConnect' })
  const proposal = await wallet.pair(await uri)
  await wallet.approve(proposal, chainIds)
  return connecting
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

describe('the WalletConnect client and the wagmi adapter with a real wallet through apps/relay', () => {
  it('shows a wc: URI, and after the wallet approves the adapter has its account and chain', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    const events: string[] = []
    adapter.subscribe((event) => events.push(event.type))
    const result = await connectWith(adapter, wallet)
    expect(result.caipAddress).toBe(`eip155:${chainOne}:${wallet.address}`)
    expect(await adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([
      { caipAddress: `eip155:${chainOne}:${wallet.address}`, purpose: 'eoa' },
    ])
    expect(events).toEqual(expect.arrayContaining(['accountsChanged', 'chainChanged']))
  })

  it('forwards personal_sign, eth_signTypedData_v4, eth_sendTransaction and wallet_switchEthereumChain to the wallet', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    await connectWith(adapter, wallet)
    const message = 'Sign in to AppKit over WalletConnect'
    const signature = await adapter.signMessage({
      message,
      caipAddress: `eip155:${chainOne}:${wallet.address}`,
    })
    expect(
      await verifyMessage({
        address: wallet.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    const typedData = {
      domain: { name: 'AppKit', version: '1', chainId: chainOne },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typedSignature = await adapter.signTypedData({
      caipAddress: `eip155:${chainOne}:${wallet.address}`,
      data: typedData,
    })
    expect(
      await verifyTypedData({
        ...typedData,
        address: wallet.address,
        signature: typedSignature as `0x${string}`,
      }),
    ).toBe(true)
    const [network] = networks
    if (!network) throw new Error('no devnet network')
    const hash = await adapter.sendTransaction({
      kind: 'evmCall',
      caipNetworkId: network.caipNetworkId,
      to: '0x000000000000000000000000000000000000dEaD',
      value: 1_000n,
    })
    const receipt = await devnetReader(devnet, chainOne).waitForTransactionReceipt({
      hash: hash as `0x${string}`,
    })
    expect(receipt.status).toBe('success')
    const [, second] = networks
    if (!second) throw new Error('no second devnet network')
    const chains: string[] = []
    adapter.subscribe((event) => event.type === 'chainChanged' && chains.push(event.caipNetworkId))
    await adapter.switchNetwork({ caipNetwork: second })
    expect(chains).toContain(`eip155:${chainTwo}`)
    expect(wallet.requests.map((request) => request.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
    ])
  })

  it('HOSTILE B: a rejected proposal is a user rejection recognised by class and code, and the adapter stays disconnected', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    const uri = new Promise<string>((resolve) => adapter.subscribePairingUri?.(resolve))
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    const proposal = await wallet.pair(await uri)
    await wallet.client.reject({
      id: proposal.id,
      reason: { code: 5000, message: 'User rejected.' },
    })
    const error = await connecting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).code).toBe(4001)
    expect(await adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([])
  })

  it('emits disconnect when the wallet disconnects', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    await connectWith(adapter, wallet)
    const disconnected = new Promise<string>((resolve) =>
      adapter.subscribe((event) => event.type === 'disconnect' && resolve(event.connectorId)),
    )
    const [topic] = wallet.client.session.keys
    if (!topic) throw new Error('the wallet holds no session')
    await wallet.client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    expect(await disconnected).toBe('walletConnect')
    expect(await adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([])
  })

  it('disconnecting the adapter ends the shared session: the wallet gets session_delete and a new connect pairs again', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    await connectWith(adapter, wallet)
    const deleted = new Promise<void>((resolve) =>
      wallet.client.once('session_delete', () => resolve()),
    )
    await adapter.disconnect({ connectorId: 'walletConnect' })
    await deleted
    expect(await adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([])
    expect((await connectWith(adapter, wallet)).caipAddress).toBe(
      `eip155:${chainOne}:${wallet.address}`,
    )
  })

  it('HOSTILE C: after the relay restarts mid-session, the next request is still answered', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    await connectWith(adapter, wallet)
    const { port } = relay
    await relay.stop()
    relay = await startRelay({ port })
    await vi.waitFor(() => expect(relay.openSockets()).toBe(2), { timeout: 15_000, interval: 20 })
    const message = 'After the relay restarted'
    const signature = await adapter.signMessage({
      message,
      caipAddress: `eip155:${chainOne}:${wallet.address}`,
    })
    expect(
      await verifyMessage({
        address: wallet.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('SPEC §5 "A pairing is expired when under 10 s remain": a refresh gives a fresh URI and the same connect() completes on it', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    const uris: string[] = []
    adapter.subscribePairingUri?.((uri) => uris.push(uri))
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    await vi.waitFor(() => expect(uris).toHaveLength(1))
    adapter.refreshPairingUri?.()
    await vi.waitFor(() => expect(uris).toHaveLength(2))
    const [first, fresh] = uris
    expect(fresh).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(fresh?.split('?')[0]).not.toBe(first?.split('?')[0])
    const proposal = await wallet.pair(fresh ?? '')
    await wallet.approve(proposal, [chainOne])
    expect((await connecting).caipAddress).toBe(`eip155:${chainOne}:${wallet.address}`)
  })

  it('HOSTILE I: restores the session after a reload without a prompt, and requests still reach the wallet', async () => {
    relay = await startRelay()
    const wagmiStorage = memoryWagmiStorage()
    const storage = memoryWalletConnectStorage()
    const before = createAdapter({ storage }, wagmiStorage)
    const wallet = await createWallet()
    await connectWith(before, wallet)
    await before.destroy()
    const after = createAdapter({ storage }, wagmiStorage)
    const restored = await after.reconnect()
    expect(restored).toMatchObject({ caipAddress: `eip155:${chainOne}:${wallet.address}` })
    const message = 'After the reload'
    const signature = await after.signMessage({
      message,
      caipAddress: `eip155:${chainOne}:${wallet.address}`,
    })
    expect(
      await verifyMessage({
        address: wallet.address,
        message,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('HOSTILE H: a cancelled connect rejects at once, and a wallet approving afterwards is disconnected', async () => {
    relay = await startRelay()
    const adapter = createAdapter()
    const wallet = await createWallet()
    const uri = new Promise<string>((resolve) => adapter.subscribePairingUri?.(resolve))
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    const shown = await uri
    adapter.cancelPairingUri?.()
    await expect(connecting).rejects.toBeInstanceOf(PairingCancelledError)
    const proposal = await wallet.pair(shown)
    const deleted = new Promise<void>((resolve) =>
      wallet.client.once('session_delete', () => resolve()),
    )
    await wallet.approve(proposal, [chainOne])
    await deleted
    expect(wallet.client.session.keys).toEqual([])
    expect(await adapter.getAccounts({ connectorId: 'walletConnect' })).toEqual([])
  })

  it("takes createAppKit's metadata when the adapter has none; the adapter's project id wins over createAppKit's", async () => {
    relay = await startRelay()
    const client = createWalletConnect({ relayUrl: relay.url, logLevel: 'silent' })
    const projectIds: (string | undefined)[] = []
    const walletConnect = {
      ...client,
      configurePairing: (defaults: Parameters<typeof client.configurePairing>[0]) => {
        projectIds.push(defaults.projectId)
        client.configurePairing(defaults)
      },
    }
    const adapter = new WagmiAdapter({
      networks,
      storage: memoryWagmiStorage(),
      projectId: 'adapter-project',
      walletConnect,
    })
    cleanups.push(() => adapter.destroy())
    const wallet = await createWallet()
    adapter.configurePairing?.({
      metadata: { ...metadata, name: 'From createAppKit' },
      projectId: 'appkit-project',
    })
    const uri = new Promise<string>((resolve) => adapter.subscribePairingUri?.(resolve))
    const connecting = adapter.connect({ connectorId: 'walletConnect' })
    const proposal = await wallet.pair(await uri)
    expect(proposal.params.proposer.metadata.name).toBe('From createAppKit')
    await wallet.approve(proposal, [chainOne])
    await connecting
    expect(projectIds).toEqual(['adapter-project', 'adapter-project'])
  })

  it('refuses to pair without metadata from either the adapter or createAppKit', async () => {
    relay = await startRelay()
    const adapter = new WagmiAdapter({
      networks,
      storage: null,
      walletConnect: createWalletConnect({ relayUrl: relay.url, logLevel: 'silent' }),
    })
    cleanups.push(() => adapter.destroy())
    await expect(adapter.connect({ connectorId: 'walletConnect' })).rejects.toThrow(
      'WalletConnect needs metadata',
    )
  })

  it('makes no connection and no fetch beyond 127.0.0.1 in all of the above', () => {
    // The library skips its telemetry and Verify calls when it thinks it runs under its own tests.
    expect(process.env.IS_VITEST).toBeUndefined()
    expect(guard.connections.length).toBeGreaterThan(0)
    expect(guard.refused).toEqual([])
  })
})
