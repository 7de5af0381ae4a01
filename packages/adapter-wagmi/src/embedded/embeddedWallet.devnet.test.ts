// @vitest-environment happy-dom
import {
  AUTH_CONNECTOR_ID,
  type ChainAdapterEvent,
  type EmbeddedWalletSession,
  hasEmbeddedWallet,
} from '@appkit/core/adapter'
import { ANVIL_DEV_KEYS, createDevWalletProvider } from '@appkit/dev-wallet'
import { verifyMessage } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { devnetNetwork, devnetNetworks, memoryWagmiStorage } from '../testing/devnetFixtures'
import { WagmiAdapter } from '../WagmiAdapter'
import { getConnection } from '../wagmiConnection'

const devnet = inject('devnet')

/**
 * The session core builds from the secure frame, with the frame's server-side signer replaced by
 * the dev wallet's real key (the frame itself runs in the demo's e-mail and social e2e). Records
 * the frame calls.
 */
function devnetSession(calls: string[] = []): EmbeddedWalletSession {
  const chains = devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name }))
  const signer = createDevWalletProvider({ accounts: ANVIL_DEV_KEYS, chains })
  // The frame's user is logged in: its signer has the account authorised.
  const authorised = signer.request({ method: 'eth_requestAccounts' })
  return {
    address: signer.getAddress(),
    chainId: 1,
    request: async (method, params) => {
      calls.push(method)
      await authorised
      return signer.request(params === undefined ? { method } : ({ method, params } as never))
    },
    switchNetwork: async (chainId) => {
      calls.push(`switch:${chainId}`)
      await authorised
      await signer.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(chainId).toString(16)}` }],
      })
    },
    signOut: async () => {
      calls.push('signOut')
    },
  }
}

const adapterOn = (storage: ReturnType<typeof memoryWagmiStorage>) =>
  new WagmiAdapter({
    networks: devnetNetworks(devnet),
    discoveryTarget: new EventTarget(),
    storage,
  })

describe("the embedded wallet as the adapter's AUTH connector", () => {
  it('SPEC §3 "Connector: ... type (... AUTH ...)": the session becomes one AUTH connector (never an announced wallet) that connects, signs for real and switches through the frame', async () => {
    const adapter = adapterOn(memoryWagmiStorage())
    expect(hasEmbeddedWallet(adapter)).toBe(true)
    const events: ChainAdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    const calls: string[] = []
    const session = devnetSession(calls)
    await adapter.setEmbeddedWallet(session)
    await adapter.setEmbeddedWallet(session)
    const auth = adapter.getConnectors().filter((c) => c.id === AUTH_CONNECTOR_ID)
    expect(auth).toEqual([expect.objectContaining({ type: 'AUTH', chain: 'eip155' })])
    expect(adapter.getConnectors().some((c) => c.type === 'ANNOUNCED')).toBe(false)
    expect(events.map((e) => e.type)).toEqual(['connectorsChanged'])

    const result = await adapter.connect({ connectorId: AUTH_CONNECTOR_ID })
    expect(result).toMatchObject({ caipAddress: `eip155:1:${session.address}` })
    const message = 'hello from the embedded wallet'
    const signature = (await adapter.signMessage({
      message,
      caipAddress: `eip155:1:${session.address}`,
    })) as `0x${string}`
    expect(
      await verifyMessage({ address: session.address as `0x${string}`, message, signature }),
    ).toBe(true)

    await adapter.switchNetwork({ caipNetwork: devnetNetwork(devnet, 137) })
    expect(getConnection(adapter.wagmiConfig).chainId).toBe(137)
    expect(calls).toContain('switch:137')
    expect(calls).toContain('personal_sign')
  })

  it('SPEC §4 reconnect at start: after a reload the restored session reconnects without a prompt; disconnect signs out of the frame', async () => {
    const storage = memoryWagmiStorage()
    const first = adapterOn(storage)
    await first.setEmbeddedWallet(devnetSession())
    await first.connect({ connectorId: AUTH_CONNECTOR_ID })

    const reloaded = adapterOn(storage)
    const calls: string[] = []
    const session = devnetSession(calls)
    await reloaded.setEmbeddedWallet(session)
    const restored = await reloaded.reconnect()
    expect(restored?.caipAddress).toBe(`eip155:1:${session.address}`)
    expect(getConnection(reloaded.wagmiConfig).connector?.id).toBe(AUTH_CONNECTOR_ID)
    await reloaded.disconnect({ connectorId: AUTH_CONNECTOR_ID })
    expect(calls).toEqual(['signOut'])
  })

  it("a request the frame refuses rejects with the frame's reason", async () => {
    const adapter = adapterOn(memoryWagmiStorage())
    const refusing: EmbeddedWalletSession = {
      ...devnetSession(),
      request: async () => {
        throw Object.assign(new Error('refused'), {
          details: 'Requested RPC call is not allowed',
          code: 4200,
        })
      },
    }
    await adapter.setEmbeddedWallet(refusing)
    await adapter.connect({ connectorId: AUTH_CONNECTOR_ID })
    await expect(
      adapter.signMessage({ message: 'x', caipAddress: `eip155:1:${refusing.address}` }),
    ).rejects.toThrow(/Requested RPC call is not allowed/)
  })
})
