import type { FastifyInstance } from 'fastify'
import { chainIdSchema, requireChain } from '../chains/requireChain'
import { BadRequestError, UpstreamError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

/** Methods the proxy never forwards: node-held keys (anvil unlocks its accounts) and node control. */
const refused =
  /^(eth_sendTransaction|eth_sign|eth_signTransaction|eth_signTypedData.*|personal_.*|anvil_.*|evm_.*|hardhat_.*|debug_.*|admin_.*|miner_.*|txpool_.*|ots_.*)$/
const allowedPrefix = /^(eth|net|web3)_[A-Za-z0-9]+$/

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

/**
 * The chain JSON-RPC proxy (SPEC §7 "default host takes chainId and projectId query parameters"):
 * POST /v1?chainId=eip155:1 forwards a JSON-RPC 2.0 request or batch (at most 1000) to the
 * configured RPC of that chain, with a 10 s timeout. Signing and node-control methods are refused.
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
            properties: { ...sdkQueryProperties, chainId: chainIdSchema },
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
        const chain = requireChain(ctx, request.query.chainId)
        const calls = Array.isArray(request.body) ? request.body : [request.body]
        for (const call of calls) {
          if (!allowedPrefix.test(call.method) || refused.test(call.method)) {
            throw new BadRequestError(`Method not allowed: ${call.method.slice(0, 64)}`)
          }
        }
        let upstream: Response
        try {
          upstream = await fetch(chain.config.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request.body),
            signal: AbortSignal.timeout(10_000),
          })
        } catch (error) {
          throw new UpstreamError('Chain RPC unreachable', error)
        }
        const text = await upstream.text()
        if (!upstream.ok)
          throw new UpstreamError(`Chain RPC answered HTTP status code: ${upstream.status}`)
        return reply
          .status(200)
          .header('content-type', 'application/json; charset=utf-8')
          .send(text)
      },
    )
  }
}
