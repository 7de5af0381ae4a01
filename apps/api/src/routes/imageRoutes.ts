import type { FastifyInstance, FastifyReply } from 'fastify'
import { type IconSource, networkIcons, tokenIcon, walletIcons } from '../images/iconCatalog'
import { loadIcon } from '../images/loadIcon'
import { monogramSvg } from '../images/monogramSvg'
import { NotFoundError } from '../server/ApiError'
import { errorResponses } from '../server/errorSchema'
import type { Wallet } from '../wallets/Wallet'
import { sdkQueryProperties } from './sdkQuery'

/** Wallet ids and token symbols; asset ids may also be CAIP-2 network ids (`eip155:1`). */
const idParams = (pattern: string) =>
  ({
    type: 'object',
    properties: { id: { type: 'string', pattern } },
    required: ['id'],
  }) as const

const imageSchema = (summary: string, pattern = '^[-_.a-zA-Z0-9]{1,64}$') => ({
  summary,
  params: idParams(pattern),
  querystring: { type: 'object', properties: sdkQueryProperties },
  response: { 200: { type: 'string', description: 'image/svg+xml' }, ...errorResponses },
})

/** Sends an SVG that a browser renders as an image only: no sniffing, no script, no sub-resources. */
function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      // Public images: any dapp origin may show them, also a page that isolates itself (COEP).
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=86400')
      .send(svg)
  )
}

/** The logo of `source` when its package has it, else the monogram of `label`. */
async function logoOrMonogram(source: IconSource | undefined, label: string): Promise<string> {
  return (source && (await loadIcon(source))) ?? monogramSvg(label)
}

/** The logo an asset, currency or token id names: a network (CAIP-2) or a token symbol. */
function assetIcon(kind: 'Asset' | 'Currency' | 'Token', id: string): IconSource | undefined {
  if (kind === 'Currency') return tokenIcon(id)
  return kind === 'Asset'
    ? (networkIcons[id] ?? tokenIcon(id))
    : (tokenIcon(id) ?? networkIcons[id])
}

/**
 * GET /getWalletImage/{id} and /public/get{Asset,Currency,Token}Image/{id} (SPEC §7): real logos
 * from `@web3icons/core` and `simple-icons`, sanitised (no script, no event handler, no external
 * reference) and served as images only. A registry wallet or an id neither package draws gets
 * its generated monogram; a wallet id outside the registry is 404.
 */
export function registerImageRoutes(app: FastifyInstance, wallets: readonly Wallet[]): void {
  const byImageId = new Map(wallets.map((wallet) => [wallet.image_id, wallet.name]))
  byImageId.set('walletconnect', 'WalletConnect')
  app.get<{ Params: { id: string } }>(
    '/getWalletImage/:id',
    { schema: imageSchema('Wallet image') },
    async (request, reply) => {
      const { id } = request.params
      const name = byImageId.get(id)
      if (!name) throw new NotFoundError(`Unknown wallet image ${id}`)
      return sendSvg(reply, await logoOrMonogram(walletIcons[id], name))
    },
  )
  for (const kind of ['Asset', 'Currency', 'Token'] as const) {
    app.get<{ Params: { id: string } }>(
      `/public/get${kind}Image/:id`,
      { schema: imageSchema(`${kind} image`, '^[-_.a-zA-Z0-9]{1,64}(:[-_a-zA-Z0-9]{1,64})?$') },
      async (request, reply) =>
        sendSvg(reply, await logoOrMonogram(assetIcon(kind, request.params.id), request.params.id)),
    )
  }
}
