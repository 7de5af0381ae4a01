import { Connection, Keypair } from '@solana/web3.js'
import { describe, expect, inject, it } from 'vitest'
import { WebSocket } from 'ws'
import { SOLANA_DEVNET_GENESIS_HASH } from './slotClock'
import { postRpc } from './testing/devKeypair'

const { solana } = inject('devnet')

function openSocket(url: string): Promise<WebSocket> {
  const socket = new WebSocket(url)
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

function nextMessage(socket: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    socket.once('message', (data) => resolve(JSON.parse(data.toString()))),
  )
}

describe('the Solana devnet speaks JSON-RPC 2.0 as a node', () => {
  it.each([
    ['text that is not JSON', '{"jsonrpc":"2.0",', { code: -32700, message: 'Parse error' }, null],
    [
      'a request without a method',
      '{"jsonrpc":"2.0","id":7}',
      { code: -32600, message: 'Invalid request' },
      7,
    ],
    ['an empty batch', '[]', { code: -32600, message: 'Invalid request' }, null],
    [
      'an unknown method',
      '{"jsonrpc":"2.0","id":8,"method":"eth_chainId"}',
      { code: -32601, message: 'Method not found' },
      8,
    ],
    [
      'an address that is not base58',
      '{"jsonrpc":"2.0","id":9,"method":"getBalance","params":["0xnot-base58"]}',
      { code: -32602, message: 'Invalid param: Invalid' },
      9,
    ],
  ])('answers %s with a JSON-RPC error, and keeps serving', async (_label, body, error, id) => {
    expect(await postRpc(solana.rpcUrl, body)).toEqual({ jsonrpc: '2.0', error, id })
    expect(await postRpc(solana.rpcUrl, '{"jsonrpc":"2.0","id":1,"method":"getHealth"}')).toEqual({
      jsonrpc: '2.0',
      result: 'ok',
      id: 1,
    })
  })

  it('answers a batch in order, an error beside results', async () => {
    const body = JSON.stringify([
      { jsonrpc: '2.0', id: 1, method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ])
    expect(await postRpc(solana.rpcUrl, body)).toEqual([
      { jsonrpc: '2.0', result: SOLANA_DEVNET_GENESIS_HASH, id: 1 },
      { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' }, id: 2 },
    ])
  })

  it("answers a browser's CORS preflight for the headers @solana/web3.js sends", async () => {
    const response = await fetch(solana.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, solana-client')

    const answer = await fetch(solana.rpcUrl, {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:5173', 'content-type': 'application/json' },
      body: '{"jsonrpc":"2.0","id":1,"method":"getSlot"}',
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers a malformed WebSocket message with an error and keeps the socket open', async () => {
    const socket = await openSocket(solana.wsUrl)
    try {
      socket.send('not json')
      expect(await nextMessage(socket)).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
        id: null,
      })
      socket.send('{"jsonrpc":"2.0","id":3,"method":"slotUnsubscribe","params":[12345]}')
      expect(await nextMessage(socket)).toEqual({
        jsonrpc: '2.0',
        error: { code: -32602, message: 'Invalid subscription id.' },
        id: 3,
      })
      expect(socket.readyState).toBe(WebSocket.OPEN)
    } finally {
      socket.close()
    }
  })

  it('notifies slotSubscribe of each new slot and accountSubscribe of an airdrop (onSlotChange, onAccountChange)', async () => {
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const slots: number[] = []
    const slotId = connection.onSlotChange((info) => slots.push(info.slot))
    const receiver = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) =>
      connection.onAccountChange(receiver, (account) => resolve(account.lamports), 'confirmed'),
    )
    await new Promise((resolve) => setTimeout(resolve, 200)) // the subscriptions are registered first

    await connection.requestAirdrop(receiver, 2_000_000_000)

    expect(await changed).toBe(2_000_000_000)
    await connection.removeSlotChangeListener(slotId)
    expect(slots.length).toBeGreaterThan(0)
    expect(slots).toEqual([...slots].sort((a, b) => a - b))
  })
})
