import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { CosmosLedger } from './CosmosLedger'
import { answerLcdRoute } from './cosmosLcdRoutes'
import { CometRpcError, cosmosRpcMethods } from './cosmosRpcMethods'

/** A running simulator server: CometBFT JSON-RPC (POST) and the LCD routes (GET) on one port. */
export type CosmosRpcServer = {
  readonly url: string
  readonly port: number
  close(): Promise<void>
}

const host = '127.0.0.1'
const MAX_BODY = 1024 * 1024
// Pages reach the simulator from their own origin (Keplr-style wallets, the modal).
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...cors, 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

async function answerRpc(
  methods: ReturnType<typeof cosmosRpcMethods>,
  request: unknown,
): Promise<unknown> {
  const {
    id = -1,
    method,
    params,
  } = (request ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
  const reply = (body: object) => ({ jsonrpc: '2.0', id, ...body })
  if (typeof method !== 'string' || !Object.hasOwn(methods, method))
    return reply({ error: { code: -32601, message: 'Method not found', data: '' } })
  try {
    const result = await methods[method]!((params ?? {}) as Record<string, unknown>)
    return reply({ result })
  } catch (error) {
    if (error instanceof CometRpcError)
      return reply({ error: { code: error.code, message: error.message, data: error.data ?? '' } })
    console.error(`[cosmos simulator] ${method} failed:`, error)
    return reply({ error: { code: -32603, message: 'Internal error', data: String(error) } })
  }
}

function handle(
  ledger: CosmosLedger,
  methods: ReturnType<typeof cosmosRpcMethods>,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const url = new URL(request.url ?? '/', `http://${host}`)
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors).end()
    return
  }
  if (request.method === 'GET') {
    const lcd = answerLcdRoute(ledger, url.pathname)
    if (lcd) {
      send(response, lcd.status, lcd.body)
      return
    }
    // CometBFT's URI form: GET /status, /health.
    const method = url.pathname.slice(1)
    if (method === 'status' || method === 'health')
      void answerRpc(methods, { id: -1, method }).then((body) => send(response, 200, body))
    else send(response, 404, { code: 5, message: 'Not Found', details: [] })
    return
  }
  if (request.method !== 'POST') {
    send(response, 405, { error: 'method not allowed' })
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  request.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= MAX_BODY) chunks.push(chunk)
  })
  request.on('end', () => {
    if (size > MAX_BODY) return send(response, 413, { error: 'request body too large' })
    let parsed: unknown
    try {
      parsed = JSON.parse(Buffer.concat(chunks).toString())
    } catch {
      return send(response, 200, {
        jsonrpc: '2.0',
        id: -1,
        error: { code: -32700, message: 'Parse error', data: '' },
      })
    }
    const answers = Array.isArray(parsed)
      ? Promise.all(parsed.map((entry) => answerRpc(methods, entry)))
      : answerRpc(methods, parsed)
    void answers.then((body) => send(response, 200, body))
  })
}

/** Serves `ledger` (SIMULATOR) on a free 127.0.0.1 port: JSON-RPC by POST, LCD routes by GET. */
export function startCosmosRpcServer(ledger: CosmosLedger): Promise<CosmosRpcServer> {
  return new Promise((resolve, reject) => {
    let methods: ReturnType<typeof cosmosRpcMethods> | undefined
    const server = createServer((request, response) => handle(ledger, methods!, request, response))
    server.once('error', reject)
    server.listen(0, host, () => {
      const { port } = server.address() as AddressInfo
      methods = cosmosRpcMethods(ledger, `tcp://${host}:${port}`)
      resolve({
        url: `http://${host}:${port}`,
        port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}
