import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { DevnetError } from '../DevnetError'
import { handleJsonRpc } from './handleJsonRpc'
import { solanaRpcMethods } from './rpc/solanaRpcMethods'
import type { SolanaDevChain } from './SolanaDevChain'
import { serveSolanaSubscriptions } from './solanaSubscriptions'

/** A running Solana JSON-RPC server. */
export type SolanaRpcServer = {
  /** The HTTP JSON-RPC URL (also serves WebSocket subscriptions). */
  readonly rpcUrl: string
  /** The WebSocket URL at HTTP port + 1, where @solana/web3.js 1.x looks by default. */
  readonly wsUrl: string
  readonly port: number
  close(): Promise<void>
}

/** Largest request body a node accepts (Agave's MAX_REQUEST_BODY_SIZE, 50 kB). */
const MAX_REQUEST_BODY_SIZE = 50 * 1024
const host = '127.0.0.1'

// The browser reaches the devnet from the page's origin: answer CORS preflights for any origin and
// the headers @solana/web3.js sends (content-type, solana-client).
const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

function reply(response: ServerResponse, status: number, body: string, type = 'text/plain'): void {
  response.writeHead(status, { ...corsHeaders, 'content-type': type })
  response.end(body)
}

/** Why a node refuses an HTTP request before reading it (status and text), if it does. */
function refusal(request: IncomingMessage): [number, string] | undefined {
  if (request.method !== 'POST') {
    return [405, 'Used HTTP Method is not allowed. POST or OPTIONS is required']
  }
  if (!request.headers['content-type']?.startsWith('application/json')) {
    return [415, 'Supplied content type is not allowed. Content-Type: application/json is required']
  }
  return undefined
}

function handleHttp(
  chain: SolanaDevChain,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders).end()
    return
  }
  if (request.method === 'GET' && request.url === '/health') {
    reply(response, 200, 'ok')
    return
  }
  const refused = refusal(request)
  if (refused) {
    reply(response, ...refused)
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= MAX_REQUEST_BODY_SIZE) chunks.push(chunk)
  })
  request.on('end', () => {
    if (size > MAX_REQUEST_BODY_SIZE) {
      reply(response, 413, 'Payload Too Large')
      return
    }
    const call = (method: string, params: readonly unknown[]) =>
      Object.hasOwn(solanaRpcMethods, method) ? solanaRpcMethods[method]!(params, chain) : undefined
    void handleJsonRpc(Buffer.concat(chunks).toString(), call).then((text) =>
      reply(response, 200, text ?? '', 'application/json; charset=utf-8'),
    )
  })
}

function listen(server: Server, port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const onError = () => resolve(undefined)
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve()
    server.close(() => resolve())
    server.closeAllConnections()
  })
}

/**
 * Serves `chain` over JSON-RPC (HTTP, with CORS) and PubSub (WebSocket) on 127.0.0.1: on a free
 * port P and on P + 1, both answering both, so a client given only the HTTP URL finds the
 * WebSocket where @solana/web3.js 1.x derives it.
 */
export async function startSolanaRpcServer(chain: SolanaDevChain): Promise<SolanaRpcServer> {
  const sockets = new WebSocketServer({ noServer: true })
  sockets.on('connection', (socket) => serveSolanaSubscriptions(socket, chain))
  const make = () => {
    const server = createServer((request, response) => handleHttp(chain, request, response))
    server.on('upgrade', (request, socket, head) =>
      sockets.handleUpgrade(request, socket, head, (ws) => sockets.emit('connection', ws, request)),
    )
    return server
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    const [http, ws] = [make(), make()]
    const port = await listen(http, 0)
    if (port !== undefined && port < 65535 && (await listen(ws, port + 1)) !== undefined) {
      return {
        rpcUrl: `http://${host}:${port}`,
        wsUrl: `ws://${host}:${port + 1}`,
        port,
        close: async () => {
          for (const client of sockets.clients) client.terminate()
          await Promise.all([closeServer(http), closeServer(ws)])
          sockets.close()
        },
      }
    }
    await Promise.all([closeServer(http), closeServer(ws)])
  }
  throw new DevnetError('the Solana devnet found no two free adjacent ports on 127.0.0.1')
}
