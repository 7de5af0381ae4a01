import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Address, Hex } from 'viem'
import { verifyAccountSignature } from '../names/verifyAccountSignature'
import { BadRequestError, ForbiddenError, NotFoundError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { checkSiweMessage, type SiweSessionData } from '../sessions/checkSiweMessage'
import { newNonce } from '../sessions/newNonce'
import { sdkQueryProperties } from './sdkQuery'

const nonceLifetimeMs = 10 * 60_000
/** The exact text a session owner signs to revoke it. */
export function revokeMessage(id: string): string {
  return `Revoke AppKit session ${id}`
}

interface SessionRow {
  id: string
  chain_id: string
  address: string
  message: string
  signature: string
  data: Record<string, unknown>
  cacao: unknown
  created_at: Date | string
  expires_at: Date | string | null
  revoked_at: Date | string | null
}

const hexSig = { type: 'string', pattern: '^0x[0-9a-fA-F]{2,20000}$' } as const
const sessionData = {
  type: 'object',
  properties: {
    accountAddress: { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' },
    chainId: { type: 'string', pattern: '^eip155:[0-9]{1,10}$' },
    domain: { type: 'string', minLength: 1, maxLength: 253 },
    uri: { type: 'string', minLength: 1, maxLength: 2048 },
    version: { type: 'string', maxLength: 8 },
    nonce: { type: 'string', pattern: '^[A-Za-z0-9]{8,64}$' },
    statement: { type: 'string', maxLength: 1024 },
    issuedAt: { type: 'string', format: 'date-time' },
    expirationTime: { type: 'string', format: 'date-time' },
    notBefore: { type: 'string', format: 'date-time' },
    requestId: { type: 'string', maxLength: 256 },
    resources: { type: 'array', maxItems: 32, items: { type: 'string', maxLength: 2048 } },
  },
  required: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'],
} as const
const sessionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    chainId: { type: 'string' },
    address: { type: 'string' },
    message: { type: 'string' },
    signature: { type: 'string' },
    data: { type: 'object', additionalProperties: true },
    createdAt: { type: 'string' },
    expiresAt: { type: ['string', 'null'] },
  },
  required: ['id', 'chainId', 'address', 'message', 'signature', 'data', 'createdAt', 'expiresAt'],
} as const
const idParams = {
  type: 'object',
  properties: { id: { type: 'string', format: 'uuid' } },
  required: ['id'],
} as const
const querystring = { type: 'object', properties: sdkQueryProperties } as const

/**
 * SIWX sessions (SPEC §7 /v1/sessions/{id} read and revoke): GET /v1/sessions/nonce issues a
 * one-time nonce; POST /v1/sessions stores a session whose EIP-4361 message carries that nonce and
 * is signed by the account; GET /v1/sessions/{id} reads a live one; POST /v1/sessions/{id}/revoke
 * ends it when the owner signs `Revoke AppKit session {id}`.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/v1/sessions/nonce',
    {
      schema: {
        summary: 'Issue a SIWX nonce',
        querystring,
        response: {
          200: { type: 'object', properties: { nonce: { type: 'string' } } },
          ...errorResponses,
        },
      },
    },
    async () => {
      const nonce = newNonce()
      await ctx.db.query('DELETE FROM siwx_nonces WHERE expires_at < now()')
      await ctx.db.query('INSERT INTO siwx_nonces (nonce, expires_at) VALUES ($1, $2)', [
        nonce,
        new Date(ctx.config.now() + nonceLifetimeMs),
      ])
      return { nonce }
    },
  )

  app.post<{
    Body: {
      data: Record<string, string> &
        SiweSessionData & {
          accountAddress: string
          chainId: string
          nonce: string
          expirationTime?: string
        }
      message: string
      signature: string
      cacao?: unknown
    }
  }>(
    '/v1/sessions',
    {
      schema: {
        summary: 'Store a signed SIWX session',
        querystring,
        body: {
          type: 'object',
          properties: {
            data: sessionData,
            message: { type: 'string', minLength: 1, maxLength: 8192 },
            signature: hexSig,
            cacao: { type: 'object' },
          },
          required: ['data', 'message', 'signature'],
        },
        response: { 201: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { data, message, signature, cacao } = request.body
      checkSiweMessage(message, data, request.headers.origin, ctx.config.now())
      const chainId = Number(data.chainId.split(':')[1])
      const valid = await verifyAccountSignature(
        ctx.chains.get(chainId),
        data.accountAddress as Address,
        message,
        signature as Hex,
      )
      if (!valid) throw new ForbiddenError('Signature verification failed', 401)
      const id = randomUUID()
      const expiresAt = data.expirationTime ? new Date(data.expirationTime) : null
      await ctx.db.transaction(async (tx) => {
        const used = await tx.query(
          'DELETE FROM siwx_nonces WHERE nonce = $1 AND expires_at >= $2 RETURNING nonce',
          [data.nonce, new Date(ctx.config.now())],
        )
        if (used.length === 0) throw new BadRequestError('Unknown, used or expired nonce')
        await tx.query(
          `INSERT INTO sessions (id, project_id, chain_id, address, message, signature, data, cacao, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
          [
            id,
            request.project.id,
            data.chainId,
            data.accountAddress.toLowerCase(),
            message,
            signature,
            JSON.stringify(data),
            cacao === undefined ? null : JSON.stringify(cacao),
            expiresAt,
          ],
        )
      })
      return reply.status(201).send(toSession(await readLive(ctx, id, request.project.id)))
    },
  )

  app.get<{ Params: { id: string } }>(
    '/v1/sessions/:id',
    {
      schema: {
        summary: 'Read a live session',
        params: idParams,
        querystring,
        response: { 200: sessionSchema, ...errorResponses },
      },
    },
    async (request) => toSession(await readLive(ctx, request.params.id, request.project.id)),
  )

  app.post<{ Params: { id: string }; Body: { pci?: string; signature: string } }>(
    '/v1/sessions/:id/revoke',
    {
      schema: {
        summary: 'Revoke a session (signed by its owner)',
        params: idParams,
        querystring,
        body: {
          type: 'object',
          properties: { pci: { type: 'string', maxLength: 256 }, signature: hexSig },
          required: ['signature'],
        },
        response: {
          200: { type: 'object', properties: { success: { type: 'boolean' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const session = await readLive(ctx, request.params.id, request.project.id)
      const chainId = Number(session.chain_id.split(':')[1])
      const valid = await verifyAccountSignature(
        ctx.chains.get(chainId),
        session.address as Address,
        revokeMessage(session.id),
        request.body.signature as Hex,
      )
      if (!valid) throw new ForbiddenError('Signature verification failed', 401)
      await ctx.db.query('UPDATE sessions SET revoked_at = now(), revoke_pci = $2 WHERE id = $1', [
        session.id,
        request.body.pci ?? null,
      ])
      return { success: true }
    },
  )
}

async function readLive(ctx: AppContext, id: string, projectId: string): Promise<SessionRow> {
  const rows = await ctx.db.query<SessionRow>(
    `SELECT id, chain_id, address, message, signature, data, cacao, created_at, expires_at, revoked_at
     FROM sessions WHERE id = $1 AND project_id = $2`,
    [id, projectId],
  )
  const row = rows[0]
  const expired = row?.expires_at && new Date(row.expires_at).getTime() <= ctx.config.now()
  if (!row || row.revoked_at || expired)
    throw new NotFoundError('Session not found, revoked or expired')
  return row
}

function toSession(row: SessionRow) {
  return {
    id: row.id,
    chainId: row.chain_id,
    address: row.address,
    message: row.message,
    signature: row.signature,
    data: row.data,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
  }
}
