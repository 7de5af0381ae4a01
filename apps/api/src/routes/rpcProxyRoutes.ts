import type { FastifyInstance } from 'fastify'
import { EVM_PROXY_METHODS } from '../chains/evmProxyMethods'
import { requireChain } from '../chains/requireChain'
import { accountChainIdSchema } from '../chains/resolveAccount'
import { BadRequestError, UpstreamError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { METHOD_NOT_ALLOWED_CODE, SOLANA_PROXY_METHODS } from '../solana/solanaProxyMethods'
import { sdkQueryProperties } from './sdkQuery'

const requestSchema = {
  type: 'object',
  properties: {
    jsonrpc: { type: 'string', const: '2.0' },
    id: { type: ['integer', 'string', 'null'], maxLength: 128 },
    method: { type: 'string', maxLength: 64 },
    params: { type: ['array', 'object'] },
  },
  required: ['jsonrpc', 'method'],
} as const

interface RpcRequest {
  jsonrpc: '2.0'
  id?: number | string | null
  method: string
  params?: unknown
}

/** Posts a JSON-RPC body to `url` (10 s timeout) and resolves to the answer's text. */
async function forward(url: string, body: unknown): Promise<string> {
  let upstream: Response
  try {
    upstream = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    throw new UpstreamError('Chain RPC unreachable', error)
  }
  const text = await upstream.text()
  if (!upstream.ok)
    throw new UpstreamError(`Chain RPC answered HTTP status code: ${upstream.status}`)
  return text
}

/** The JSON-RPC error answer of a call the Solana proxy refuses. */
function refusal(call: RpcRequest) {
  return {
    jsonrpc: '2.0',
    id: call.id ?? null,
    error: { code: METHOD_NOT_ALLOWED_CODE, message: `Method not allowed: ${call.method}` },
  }
}

/**
 * Forwards the allowed calls of a Solana request or batch to the cluster's RPC and answers the
 * refused ones with a JSON-RPC error (-32601 'Method not allowed: {method}') in the same answer.
 * The node's text is passed on as it is (its u64 numbers exceed what JSON.parse keeps exactly).
 */
async function forwardSolana(url: string, body: RpcRequest | RpcRequest[]): Promise<string> {
  if (!Array.isArray(body)) {
    if (!SOLANA_PROXY_METHODS.has(body.method)) return JSON.stringify(refusal(body))
    return forward(url, body)
  }
  const allowed = body.filter((call) => SOLANA_PROXY_METHODS.has(call.method))
  const refused = body.filter((call) => !SOLANA_PROXY_METHODS.has(call.method)).map(refusal)
  if (allowed.length === 0) return JSON.stringify(refused)
  const answers = (await forward(url, allowed)).trim()
  if (!answers.startsWith('[') || !answers.endsWith(']'))
    throw new UpstreamError('Chain RPC answered no batch')
  if (refused.length === 0) return answers
  const inner = answers.slice(1, -1).trim()
  return `[${inner}${inner ? ',' : ''}${JSON.stringify(refused).slice(1, -1)}]`
}

/**
 * The chain JSON-RPC proxy (SPEC §7 "default host takes chainId and projectId query parameters"):
 * POST /v1?chainId=eip155:1 forwards a JSON-RPC 2.0 request or batch (at most 1000) to the
 * configured RPC of that chain, with a 10 s timeout. EVM: only EVM_PROXY_METHODS (reads and the
 * broadcast of a signed transaction) pass; a request or batch naming any other method is refused
 * with 400 'Method not allowed: {method}'. `chainId=solana:…`: the calls of SOLANA_PROXY_METHODS go to the cluster's RPC,
 * any other call is answered with a JSON-RPC error (-32601) in place. A `bip122:` id is refused
 * (its node's RPC is not a public one: the bip122 routes serve UTXOs, balance and broadcast).
 */
export function registerRpcProxyRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const path of ['/v1', '/v1/']) {
    app.post<{ Querystring: { chainId: string }; Body: RpcRequest | RpcRequest[] }>(
      path,
      {
        bodyLimit: 1024 * 1024,
        schema: {
          hide: path === '/v1/',
          summary: 'JSON-RPC proxy to the chain',
          querystring: {
            type: 'object',
            properties: { ...sdkQueryProperties, chainId: accountChainIdSchema },
            required: ['chainId'],
          },
          body: {
            anyOf: [
              requestSchema,
              { type: 'array', minItems: 1, maxItems: 1000, items: requestSchema },
            ],
          },
          response: { ...errorResponses },
        },
      },
      async (request, reply) => {
        const { chainId } = request.query
        if (chainId.startsWith('solana:')) {
          const cluster = ctx.solana.get(chainId)
          if (!cluster) throw new BadRequestError('Unsupported chainId')
          return reply
            .status(200)
            .header('content-type', 'application/json; charset=utf-8')
            .send(await forwardSolana(cluster.config.rpcUrl, request.body))
        }
        if (chainId.startsWith('bip122:')) throw new BadRequestError('Unsupported chainId')
        const chain = requireChain(ctx, chainId)
        const calls = Array.isArray(request.body) ? request.body : [request.body]
        for (const call of calls) {
          if (!EVM_PROXY_METHODS.has(call.method)) {
            throw new BadRequestError(`Method not allowed: ${call.method.slice(0, 64)}`)
          }
        }
        const text = await forward(chain.config.rpcUrl, request.body)
        return reply
          .status(200)
          .header('content-type', 'application/json; charset=utf-8')
          .send(text)
      },
    )
  }
}
