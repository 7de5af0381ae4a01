import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CaipNetwork } from '@appkit/core'
import { hasCapability } from '@appkit/core/adapter'
import { getBalance, mock } from '@wagmi/core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { WagmiAdapterConfigError } from './errors/WagmiAdapterConfigError'
import { devnetNetworks, devnetReader } from './testing/devnetFixtures'
import { WagmiAdapter } from './WagmiAdapter'

const devnet = inject('devnet')
let requests = 0
const server = createServer((_request, response) => {
  requests += 1
  response.end('{}')
})
let rpcUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  rpcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
}

describe('WagmiAdapter in Node (no window: server rendering)', () => {
  it('is created without a window, offers no connectors and makes no request', async () => {
    const network = { ...devnetNetworks(devnet)[0], rpcUrls: { default: { http: [rpcUrl] } } }
    const adapter = new WagmiAdapter({ networks: [network as CaipNetwork], projectId: 'p1' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requests).toBe(0)
    expect(adapter.getConnectors()).toEqual([])
    expect(adapter.projectId).toBe('p1')
    expect(adapter.namespace).toBe('eip155')
  })

  it('owns a wagmi config with the eip155 networks over their configured RPC URLs only', async () => {
    const adapter = new WagmiAdapter({ networks: [...devnetNetworks(devnet), solana] })
    expect(adapter.networks.map((n) => n.caipNetworkId)).toEqual(['eip155:1', 'eip155:137'])
    expect(adapter.wagmiConfig.chains.map((c) => [c.id, c.rpcUrls.default.http])).toEqual(
      devnet.chains.map((c) => [c.chainId, [c.rpcUrl]]),
    )
    // The dapp's own wagmi calls read the devnet through the same config.
    const address = devnet.devAccount
    const viaWagmi = await getBalance(adapter.wagmiConfig, { address, chainId: 137 })
    expect(viaWagmi.value).toBe(await devnetReader(devnet, 137).getBalance({ address }))
  })

  it('declares the EVM capabilities it implements and the SPEC §6 EVM request policy', () => {
    const adapter = new WagmiAdapter({ networks: devnetNetworks(devnet) })
    for (const capability of [
      'switchNetwork',
      'transfer',
      'sendTransaction',
      'signTypedData',
    ] as const)
      expect(hasCapability(adapter, capability)).toBe(true)
    // An EVM wallet cannot sign a transaction without sending it: no stub stands in.
    expect(hasCapability(adapter, 'signTransaction')).toBe(false)
    expect(adapter.requestPolicy.approvalMethods).toContain('personal_sign')
    expect(adapter.requestPolicy.safeMethods).toContain('eth_chainId')
    expect(adapter.requestPolicy.approvalMethods).not.toContain('solana_signMessage')
  })

  it("lists the dapp's own wagmi connectors as EXTERNAL (an icon only as a data: URI)", () => {
    // wagmi's own `mock` connector stands for any connector a dapp passes in; it is only listed.
    const adapter = new WagmiAdapter({
      networks: devnetNetworks(devnet),
      connectors: [mock({ accounts: [devnet.devAccount] })],
    })
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'mock', type: 'EXTERNAL', name: 'Mock Connector' }),
    ])
    expect(adapter.getConnectors()[0]?.imageUrl).toBeUndefined()
  })

  it('refuses a configuration without an eip155 network', () => {
    expect(() => new WagmiAdapter({ networks: [solana] })).toThrow(WagmiAdapterConfigError)
  })

  it("connect with an unknown connector id fails with 'No connector found for connection'", async () => {
    const adapter = new WagmiAdapter({ networks: devnetNetworks(devnet) })
    await expect(adapter.connect({ connectorId: 'nope' })).rejects.toThrow(
      'No connector found for connection',
    )
  })

  it('destroy() ends the ranking pings of a network read over several RPC URLs', async () => {
    let pings = 0
    const rpc = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const { id, method } = JSON.parse(body) as { id: unknown; method: string }
        if (method === 'net_listening') pings += 1
        response.setHeader('content-type', 'application/json')
        response.end(JSON.stringify({ jsonrpc: '2.0', id, result: true }))
      })
    })
    await new Promise<void>((resolve) => rpc.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(rpc.address() as AddressInfo).port}`
    // Rounds 150 ms apart instead of SPEC's 4 s; each wait below is several rounds.
    const interval = 150
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
    try {
      const network = {
        ...devnetNetworks(devnet)[0],
        rpcUrls: { default: { http: [`${url}/a`, `${url}/b`] } },
      }
      const adapter = new WagmiAdapter({
        networks: [network as CaipNetwork],
        rpc: { rank: { interval } },
      })
      // A client of the chain, as any wagmi action creates: its transport starts sampling.
      adapter.wagmiConfig.getClient()
      const started = Date.now()
      while (pings < 2) {
        if (Date.now() - started > 5_000) throw new Error(`Only ${pings} pings in 5 s`)
        await sleep(20)
      }
      await adapter.destroy()
      await sleep(interval * 2)
      const atDestroy = pings
      await sleep(interval * 4)
      expect(pings).toBe(atDestroy)
    } finally {
      rpc.closeAllConnections()
      rpc.close()
    }
  })
})
