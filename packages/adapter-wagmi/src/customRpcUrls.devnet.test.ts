import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ANVIL_DEV_KEYS } from '@appkit/dev-wallet'
import { parseEther } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { devnetNetworks, devnetReader } from './testing/devnetFixtures'
import { WagmiAdapter } from './WagmiAdapter'

const devnet = inject('devnet')
const anvil137 = devnet.chains.find((chain) => chain.chainId === 137)?.rpcUrl ?? ''

type RecordingProxy = { url: string; methods: string[]; server: Server }

/** A real HTTP server on 127.0.0.1 that forwards JSON-RPC to the devnet and records the methods. */
async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const methods: string[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', async () => {
      const calls = [JSON.parse(body)].flat() as { method: string }[]
      methods.push(...calls.map((call) => call.method))
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      response.writeHead(answer.status, { 'content-type': 'application/json' })
      response.end(await answer.text())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/rpc`, methods, server }
}

let own: RecordingProxy
let custom: RecordingProxy
beforeAll(async () => {
  own = await startRecordingProxy(anvil137)
  custom = await startRecordingProxy(anvil137)
})
afterAll(() => {
  for (const proxy of [own, custom]) {
    proxy.server.closeAllConnections()
    proxy.server.close()
  }
})

describe("WagmiAdapter's customRpcUrls (AppKit's option)", () => {
  it("reads the chain over the custom URL before the network's own, and gets the devnet's answer", async () => {
    const networks = devnetNetworks(devnet).map((network) =>
      network.id === 137 ? { ...network, rpcUrls: { default: { http: [own.url] } } } : network,
    )
    const adapter = new WagmiAdapter({
      networks,
      customRpcUrls: { 'eip155:137': [{ url: custom.url }] },
      discoveryTarget: new EventTarget(),
      storage: null,
    })
    expect(adapter.networks.find((n) => n.id === 137)?.rpcUrls.default.http).toEqual([
      custom.url,
      own.url,
    ])
    const address = privateKeyToAddress(ANVIL_DEV_KEYS[0] as `0x${string}`)
    const balance = await adapter.getBalance({ caipAddress: `eip155:137:${address}` })
    const onChain = await devnetReader(devnet, 137).getBalance({ address })
    expect(balance.symbol).toBe('POL')
    expect(parseEther(balance.balance)).toBe(onChain)
    expect(custom.methods).toContain('eth_getBalance')
    expect(own.methods).toEqual([])
  })

  it("rejects a custom URL that is not http(s): 'Invalid RPC URL for eip155:137: …'", () => {
    expect(
      () =>
        new WagmiAdapter({
          networks: devnetNetworks(devnet),
          customRpcUrls: { 'eip155:137': [{ url: 'file:///etc/passwd' }] },
          discoveryTarget: new EventTarget(),
          storage: null,
        }),
    ).toThrow('Invalid RPC URL for eip155:137: file:///etc/passwd')
  })
})
