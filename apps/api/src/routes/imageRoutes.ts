import type { FastifyInstance, FastifyReply } from 'fastify'
import { monogramSvg } from '../images/monogramSvg'
import { NotFoundError } from '../server/ApiError'
import { errorResponses } from '../server/errorSchema'
import type { Wallet } from '../wallets/Wallet'
import { sdkQueryProperties } from './sdkQuery'

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[-_.a-zA-Z0-9]{1,64}$' } },
  required: ['id'],
} as const

const imageSchema = (summary: string) => ({
  summary,
  params: idParams,
  querystring: { type: 'object', properties: sdkQueryProperties },
  response: { 200: { type: 'string', description: 'image/svg+xml' }, ...errorResponses },
})

/** Sends an SVG that a browser renders as an image only: no sniffing, no script, no sub-resources. */
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('cache-control', 'public, max-age=86400')
    .send(svg)
}

/**
 * GET /getWalletImage/{id} (known wallets only) and /public/get{Asset,Currency,Token}Image/{id}
 * (SPEC §7): generated monogram SVGs, served with a safe content type.
 */
export function registerImageRoutes(app: FastifyInstance, wallets: readonly Wallet[]): void {
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
  app.get<{ Params: { id: string } }>(
    '/getWalletImage/:id',
    { schema: imageSchema('Wallet image') },
    async (request, reply) => {
      const wallet = byImageId.get(request.params.id)
      if (!wallet) throw new NotFoundError(`Unknown wallet image ${request.params.id}`)
      return sendSvg(reply, monogramSvg(wallet.name))
    },
  )
  for (const kind of ['Asset', 'Currency', 'Token'] as const) {
    app.get<{ Params: { id: string } }>(
      `/public/get${kind}Image/:id`,
      { schema: imageSchema(`${kind} image`) },
      async (request, reply) => sendSvg(reply, monogramSvg(request.params.id)),
    )
  }
}
