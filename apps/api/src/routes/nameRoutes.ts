import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { chainIdOfCoinType, labelOf, registrationLabelOf } from '../names/nameRules'
import { parseRegistrationMessage } from '../names/parseRegistrationMessage'
import { verifyAccountSignature } from '../names/verifyAccountSignature'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

interface NameRow {
  name: string
  address: string
  coin_type: string
  created_at: Date | string
  attributes: Record<string, string>
}

const addressPattern = '^0x[0-9a-fA-F]{40}$'
const nameRecordSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    registered: { type: 'string' },
    addresses: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { address: { type: 'string' }, created: { type: 'string' } },
      },
    },
    attributes: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['name', 'registered', 'addresses', 'attributes'],
} as const
const nameParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 128 } },
  required: ['name'],
} as const
const query = {
  type: 'object',
  properties: {
    ...sdkQueryProperties,
    apiVersion: { type: 'string', maxLength: 8 },
    sender: { type: 'string', maxLength: 64 },
    zone: { type: 'string', maxLength: 64 },
  },
} as const

function toRecord(row: NameRow) {
  const created = new Date(row.created_at).toISOString()
  return {
    name: row.name,
    registered: created,
    addresses: { [row.coin_type]: { address: row.address, created } },
    attributes: row.attributes,
  }
}

/**
 * Names (SPEC §5, §7): POST /v1/profile/account registers `{label}{suffix}` for the signer of the
 * JSON message {name, attributes: {}, timestamp}; GET /v1/profile/account/{name},
 * /v1/profile/reverse/{address} and /v1/profile/suggestions/{name} look them up.
 */
export function registerNameRoutes(app: FastifyInstance, ctx: AppContext): void {
  const suffix = ctx.config.nameSuffix
  const select =
    'SELECT name, address, coin_type::text AS coin_type, created_at, attributes FROM names'

  app.post<{ Body: { coin_type: number; address: string; message: string; signature: string } }>(
    '/v1/profile/account',
    {
      schema: {
        summary: 'Register a name for the signing account',
        querystring: query,
        body: {
          type: 'object',
          properties: {
            coin_type: { type: 'integer', minimum: 0, maximum: 4_294_967_295 },
            address: { type: 'string', pattern: addressPattern },
            message: { type: 'string', minLength: 2, maxLength: 1024 },
            signature: { type: 'string', pattern: '^0x[0-9a-fA-F]{2,20000}$' },
          },
          required: ['coin_type', 'address', 'message', 'signature'],
        },
        response: {
          200: {
            type: 'object',
            properties: { success: { type: 'boolean' }, name: { type: 'string' } },
            required: ['success', 'name'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { coin_type, address, message, signature } = request.body
      const chainId = chainIdOfCoinType(coin_type)
      const parsed = parseRegistrationMessage(message)
      const label = registrationLabelOf(parsed.name, suffix)
      const nowSeconds = Math.floor(ctx.config.now() / 1000)
      if (parsed.timestamp < nowSeconds - ctx.config.nameMaxAgeSeconds)
        throw new BadRequestError('Stale timestamp: sign a new message')
      if (parsed.timestamp > nowSeconds + 60)
        throw new BadRequestError('Timestamp is in the future')
      const valid = await verifyAccountSignature(
        ctx.chains.get(chainId),
        address as Address,
        message,
        signature as Hex,
      )
      if (!valid) throw new ForbiddenError('Invalid signature', 401)
      const name = `${label}${suffix}`
      const inserted = await ctx.db.query(
        `INSERT INTO names (name, address, coin_type, chain_id, attributes) VALUES ($1, $2, $3, $4, '{}'::jsonb)
         ON CONFLICT (name) DO NOTHING RETURNING name`,
        [name, address.toLowerCase(), coin_type, chainId],
      )
      if (inserted.length === 0) throw new ConflictError(`Name ${name} is already registered`)
      return { success: true, name }
    },
  )

  app.get<{ Params: { name: string } }>(
    '/v1/profile/account/:name',
    {
      schema: {
        summary: 'Look a name up',
        params: nameParams,
        querystring: query,
        response: { 200: nameRecordSchema, ...errorResponses },
      },
    },
    async (request) => {
      const name = `${labelOf(request.params.name, suffix)}${suffix}`
      const row = (await ctx.db.query<NameRow>(`${select} WHERE name = $1`, [name]))[0]
      if (!row) throw new NotFoundError(`Name ${name} is not registered`)
      return toRecord(row)
    },
  )

  app.get<{ Params: { address: string } }>(
    '/v1/profile/reverse/:address',
    {
      schema: {
        summary: 'Names of an address',
        params: {
          type: 'object',
          properties: { address: { type: 'string', pattern: addressPattern } },
          required: ['address'],
        },
        querystring: query,
        response: { 200: { type: 'array', items: nameRecordSchema }, ...errorResponses },
      },
    },
    async (request) => {
      const rows = await ctx.db.query<NameRow>(
        `${select} WHERE address = $1 ORDER BY created_at, name`,
        [request.params.address.toLowerCase()],
      )
      return rows.map(toRecord)
    },
  )

  app.get<{ Params: { name: string } }>(
    '/v1/profile/suggestions/:name',
    {
      schema: {
        summary: 'Available names like this one',
        params: nameParams,
        querystring: query,
        response: {
          200: {
            type: 'object',
            properties: {
              suggestions: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { name: { type: 'string' }, registered: { type: 'boolean' } },
                },
              },
            },
            required: ['suggestions'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const label = labelOf(request.params.name, suffix)
      const base = label.slice(0, 59)
      const candidates = [label, `${base}-app`, `${base}1`, `${base}2`, `${base}-id`].map(
        (l) => `${l}${suffix}`,
      )
      const taken = new Set(
        (
          await ctx.db.query<{ name: string }>(
            'SELECT name FROM names WHERE name = ANY($1::text[])',
            [candidates],
          )
        ).map((r) => r.name),
      )
      return { suggestions: candidates.map((name) => ({ name, registered: taken.has(name) })) }
    },
  )
}
