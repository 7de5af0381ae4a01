import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainTransport, RPC_RANK_OPTIONS } from './createChainTransport'

type Behaviour = 'healthy' | 'slow' | 'failing' | 'stalling'
type RpcServer = { url: string; calls: string[]; server: Server }

function answer(response: ServerResponse, id: unknown, method: string): void {
  const result = method === 'net_listening' ? true : '0x10'
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify({ jsonrpc: '2.0', id, result }))
}

// Real HTTP servers on 127.0.0.1, each behaving one way for every call.
async function startRpcServer(behaviour: Behaviour): Promise<RpcServer> {
  const calls: string[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = ''
    request.on('data', (chunk) => {
      body += chunk
    })
    request.on('end', () => {
      const { id, method } = JSON.parse(body) as { id: unknown; method: string }
      calls.push(method)
      if (behaviour === 'stalling') return
      if (behaviour === 'failing') {
        response.writeHead(500).end('down')
        return
      }
      if (behaviour === 'slow') setTimeout(() => answer(response, id, method), 300)
      else answer(response, id, method)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, calls, server }
}

const waitFor = async (condition: () => boolean, timeoutMs: number): Promise<void> => {
  const started = Date.now()
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for the condition')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('createChainTransport', () => {
  const servers: Partial<Record<Behaviour, RpcServer>> = {}
  beforeAll(async () => {
    for (const behaviour of ['failing', 'stalling', 'slow', 'healthy'] as const) {
      servers[behaviour] = await startRpcServer(behaviour)
    }
  })
  afterAll(() => {
    for (const entry of Object.values(servers)) {
      entry.server.closeAllConnections()
      entry.server.close()
    }
  })
  const server = (behaviour: Behaviour): RpcServer => {
    const entry = servers[behaviour]
    if (!entry) throw new Error(`No ${behaviour} server`)
    return entry
  }
  const reset = () => {
    for (const entry of Object.values(servers)) entry.calls.length = 0
  }

  it("ranks with SPEC §9's numbers: 'ping 4 s, sample count 10, weights stability 0.7 and latency 0.3'", () => {
    expect(RPC_RANK_OPTIONS.interval).toBe(4_000)
    expect(RPC_RANK_OPTIONS.sampleCount).toBe(10)
    expect(RPC_RANK_OPTIONS.weights).toEqual({ stability: 0.7, latency: 0.3 })
  })

  it('sends nothing until a client uses it', async () => {
    reset()
    createChainTransport(Object.values(servers).map((entry) => entry.url))
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(Object.values(servers).flatMap((entry) => entry.calls)).toEqual([])
  })

  it('moves reads away from failing, stalled and slow URLs to the healthy one after the first sample', async () => {
    reset()
    const urls = ['failing', 'stalling', 'slow', 'healthy'].map((b) => server(b as Behaviour).url)
    const transport = createChainTransport(urls)
    try {
      const client = createPublicClient({ transport, cacheTime: 0 })
      // The first sample pings every URL once; the stalled one counts as failed after 1 s.
      await waitFor(() => Object.values(servers).every((entry) => entry.calls.length > 0), 2_000)
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      reset()
      for (let read = 0; read < 5; read += 1) expect(await client.getBlockNumber()).toBe(16n)
      expect(server('healthy').calls.filter((m) => m === 'eth_blockNumber')).toHaveLength(5)
      for (const behaviour of ['failing', 'stalling', 'slow'] as const) {
        expect(server(behaviour).calls).not.toContain('eth_blockNumber')
      }
    } finally {
      transport.stop()
    }
  })

  // Sampling rounds 150 ms apart instead of SPEC's 4 s, so that waiting longer than one interval
  // stays short; each wait below is several intervals.
  const interval = 150
  const pings = (behaviour: Behaviour) =>
    server(behaviour).calls.filter((method) => method === 'net_listening').length

  it('sends no further ping once stop() is called (the client is gone)', async () => {
    reset()
    const transport = createChainTransport([server('failing').url, server('healthy').url], {
      rank: { interval },
    })
    createPublicClient({ transport, cacheTime: 0 })
    // Two rounds: it samples on its own, every interval.
    await waitFor(() => pings('healthy') >= 2 && pings('failing') >= 2, 5_000)
    transport.stop()
    // A round already on its way may still land; none starts after it.
    await new Promise((resolve) => setTimeout(resolve, interval * 2))
    const atStop = [pings('failing'), pings('healthy')]
    await new Promise((resolve) => setTimeout(resolve, interval * 4))
    expect([pings('failing'), pings('healthy')]).toEqual(atStop)
  })

  it('pauses sampling when nothing used it for a while, and resumes with the next request', async () => {
    reset()
    // The clock the transport reads for "a while"; the timers stay real.
    let now = 0
    const transport = createChainTransport([server('failing').url, server('healthy').url], {
      rank: { interval, idleTimeout: 10_000 },
      services: { clock: { now: () => now } },
    })
    try {
      const client = createPublicClient({ transport, cacheTime: 0 })
      await waitFor(() => pings('healthy') >= 2, 5_000)
      now = 10_000
      await new Promise((resolve) => setTimeout(resolve, interval * 2))
      const paused = [pings('failing'), pings('healthy')]
      await new Promise((resolve) => setTimeout(resolve, interval * 4))
      expect([pings('failing'), pings('healthy')]).toEqual(paused)
      // A read is a use: the reads go out and the sampling starts again.
      expect(await client.getBlockNumber()).toBe(16n)
      await waitFor(
        () => pings('failing') > (paused[0] ?? 0) && pings('healthy') > (paused[1] ?? 0),
        5_000,
      )
    } finally {
      transport.stop()
    }
  })

  it('keeps the listed order and never pings when ranking is off', async () => {
    reset()
    const failing = server('failing')
    const healthy = server('healthy')
    const client = createPublicClient({
      transport: createChainTransport([failing.url, healthy.url], { rank: false }),
      cacheTime: 0,
    })
    expect(await client.getBlockNumber()).toBe(16n)
    // SPEC §7: the failing URL got the call first and its 3 retries, then the next URL answered.
    expect(failing.calls).toEqual(Array(4).fill('eth_blockNumber'))
    expect(healthy.calls).toEqual(['eth_blockNumber'])
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect([...failing.calls, ...healthy.calls]).not.toContain('net_listening')
  })
})
