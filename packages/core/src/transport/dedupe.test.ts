import { afterEach, describe, expect, it } from 'vitest'
import { AbortedError } from '../errors/transportErrors'
import { createJsonRpcTransport } from './createJsonRpcTransport'
import {
  type ReceivedRequest,
  type Script,
  settle,
  startScriptedServer,
} from './scriptedServer.fixture'

let servers: Awaited<ReturnType<typeof startScriptedServer>>[] = []
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()))
  servers = []
})

async function serve(script: Script) {
  const server = await startScriptedServer(script)
  servers.push(server)
  return server
}

const echo = (request: ReceivedRequest) => {
  const body = request.body as { id: number; method: string; params?: unknown }
  return {
    body: {
      jsonrpc: '2.0',
      id: body.id,
      result: `${body.method}:${JSON.stringify(body.params ?? null)}`,
    },
  }
}

describe('JSON-RPC request dedupe (HOSTILE §C)', () => {
  it('8 concurrent identical eth_chainId calls with dedupe on make one network call', async () => {
    const server = await serve([echo])
    const rpc = createJsonRpcTransport({ url: server.url, dedupe: true })
    const results = await Promise.all(
      Array.from({ length: 8 }, () => rpc.request({ method: 'eth_chainId' })),
    )
    expect(new Set(results)).toEqual(new Set(['eth_chainId:null']))
    expect(server.requests).toHaveLength(1)
    await rpc.request({ method: 'eth_chainId' })
    expect(server.requests).toHaveLength(2)
  })

  it('different params or methods are not joined; signing and broadcast methods are never deduped', async () => {
    const server = await serve([echo])
    const rpc = createJsonRpcTransport({ url: server.url, dedupe: true })
    await Promise.all([
      rpc.request({ method: 'eth_getBalance', params: ['0x1'] }),
      rpc.request({ method: 'eth_getBalance', params: ['0x2'] }),
      rpc.request({ method: 'eth_blockNumber' }),
      rpc.request({ method: 'personal_sign', params: ['0xab', '0x1'] }),
      rpc.request({ method: 'personal_sign', params: ['0xab', '0x1'] }),
      rpc.request({ method: 'eth_sendRawTransaction', params: ['0xf8'] }),
      rpc.request({ method: 'eth_sendRawTransaction', params: ['0xf8'] }),
    ])
    expect(server.requests).toHaveLength(7)
  })

  it('an already-aborted signal never joins an in-flight request', async () => {
    const server = await serve([{ hang: true }])
    const rpc = createJsonRpcTransport({ url: server.url, dedupe: true })
    const controller = new AbortController()
    const inFlight = rpc.request({ method: 'eth_chainId' }, { signal: controller.signal })
    await server.waitForRequests(1)
    await expect(
      rpc.request({ method: 'eth_chainId' }, { signal: AbortSignal.abort() }),
    ).rejects.toThrow(AbortedError)
    controller.abort()
    await expect(inFlight).rejects.toThrow('Request was aborted')
  })

  it('one caller aborting leaves the shared call running for the others', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const server = await serve([echo])
    const rpc = createJsonRpcTransport({
      url: server.url,
      dedupe: true,
      fetch: async (input, init) => {
        await gate
        return fetch(input, init)
      },
    })
    const controller = new AbortController()
    const leaving = rpc.request({ method: 'eth_chainId' }, { signal: controller.signal })
    const staying = rpc.request({ method: 'eth_chainId' })
    controller.abort()
    await expect(leaving).rejects.toThrow(AbortedError)
    release()
    expect(await staying).toBe('eth_chainId:null')
    expect(server.requests).toHaveLength(1)
  })

  it('when every caller aborts, the shared call is aborted and a new call starts fresh', async () => {
    const server = await serve([{ hang: true }, echo])
    const rpc = createJsonRpcTransport({ url: server.url, dedupe: true })
    const a = new AbortController()
    const b = new AbortController()
    const first = rpc.request({ method: 'eth_chainId' }, { signal: a.signal })
    const second = rpc.request({ method: 'eth_chainId' }, { signal: b.signal })
    await server.waitForRequests(1)
    a.abort()
    b.abort()
    await expect(first).rejects.toThrow(AbortedError)
    await expect(second).rejects.toThrow(AbortedError)
    await settle()
    expect(await rpc.request({ method: 'eth_chainId' })).toBe('eth_chainId:null')
    expect(server.requests).toHaveLength(2)
  })
})
