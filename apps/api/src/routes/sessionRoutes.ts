import { randomUUID } from 'node:crypto'
import {
  parseRfc3339DateTime,
  parseSiwxMessage,
  SIWX_MESSAGE_LIMITS,
  type SiwxMessage,
  siwxRevokeMessage,
} from '@appkit/siwx'
import type { FastifyInstance } from 'fastify'
import { BadRequestError, NotFoundError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { createSessionVerifiers } from '../sessions/createSessionVerifiers'
import { expectedSite } from '../sessions/expectedSite'
import { newNonce } from '../sessions/newNonce'
import { toSessionApiError } from '../sessions/toSessionApiError'
import { sdkQueryProperties } from './sdkQuery'

const nonceLifetimeMs = 10 * 60_000
/** The exact text a session owner signs to revoke it (`pci` is the session id). */
export const revokeMessage = siwxRevokeMessage

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

/** Hex for eip155, base58 for solana, base64 for bip122; contract signatures are the longest. */
const signatureSchema = { type: 'string', minLength: 1, maxLength: 40_000 } as const
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

function parseMessage(text: string): SiwxMessage {
  try {
    return parseSiwxMessage(text)
  } catch (error) {
    throw toSessionApiError(error)
  }
}

/** EVM addresses are case-insensitive; other namespaces' are not. */
function storedAddress(chainId: string, address: string): string {
  return chainId.startsWith('eip155:') ? address.toLowerCase() : address
}

/**
 * SIWX sessions (SPEC §7 /v1/sessions/{id} read and revoke) for every namespace @appkit/siwx
 * verifies (eip155 with ERC-1271/6492 on the configured chains, solana, bip122): GET
 * /v1/sessions/nonce issues a single-use nonce; POST /v1/sessions stores a session whose SIWX
 * message carries that nonce, is for the requesting site and is signed by its account (the
 * expiry is the message's own); GET /v1/sessions/{id} reads a live one; POST
 * /v1/sessions/{id}/revoke ends it when `pci` is its id and `signature` is its owner's over
 * `Revoke AppKit session {id}`.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const verifierFor = createSessionVerifiers(ctx.chains)
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

  app.post<{ Body: { message: string; signature: string; cacao?: unknown } }>(
    '/v1/sessions',
    {
      schema: {
        summary: 'Store a signed SIWX session',
        querystring,
        body: {
          type: 'object',
          properties: {
            message: { type: 'string', minLength: 1, maxLength: SIWX_MESSAGE_LIMITS.message },
            signature: signatureSchema,
            cacao: { type: 'object' },
            // Accepted for older clients and ignored: every field is read from the signed message.
            data: { type: 'object' },
          },
          required: ['message', 'signature'],
        },
        response: { 201: sessionSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { message: text, signature, cacao } = request.body
      const message = parseMessage(text)
      const site = expectedSite(request.headers.origin, request.project, message)
      try {
        await verifierFor(message.chainId).verify({
          message: text,
          signature,
          expected: {
            ...site,
            nonce: message.nonce,
            account: `${message.chainId}:${message.accountAddress}`,
          },
          now: ctx.config.now(),
        })
      } catch (error) {
        throw toSessionApiError(error)
      }
      const id = randomUUID()
      const expiration = message.expirationTime && parseRfc3339DateTime(message.expirationTime)
      const { serializedMessage: _, toString: _t, ...data } = message
      await ctx.db.transaction(async (tx) => {
        const used = await tx.query(
          'DELETE FROM siwx_nonces WHERE nonce = $1 AND expires_at >= $2 RETURNING nonce',
          [message.nonce, new Date(ctx.config.now())],
        )
        if (used.length === 0)
          throw new BadRequestError(
            'The nonce was not issued here, has expired or was already used',
          )
        await tx.query(
          `INSERT INTO sessions (id, project_id, chain_id, address, message, signature, data, cacao, expires_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9)`,
          [
            id,
            request.project.id,
            message.chainId,
            storedAddress(message.chainId, message.accountAddress),
            text,
            signature,
            JSON.stringify(data),
            cacao === undefined ? null : JSON.stringify(cacao),
            expiration ? new Date(expiration) : null,
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

  app.post<{ Params: { id: string }; Body: { pci: string; signature: string } }>(
    '/v1/sessions/:id/revoke',
    {
      schema: {
        summary: 'Revoke a session (signed by its owner)',
        params: idParams,
        querystring,
        body: {
          type: 'object',
          properties: { pci: { type: 'string', maxLength: 256 }, signature: signatureSchema },
          required: ['pci', 'signature'],
        },
        response: {
          200: { type: 'object', properties: { success: { type: 'boolean' } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const session = await readLive(ctx, request.params.id, request.project.id)
      if (request.body.pci !== session.id)
        throw new BadRequestError('pci must be the id of the session to revoke')
      try {
        await verifierFor(session.chain_id).verifySignature({
          message: revokeMessage(session.id),
          signature: request.body.signature,
          account: `${session.chain_id}:${session.address}`,
        })
      } catch (error) {
        throw toSessionApiError(error)
      }
      await ctx.db.query('UPDATE sessions SET revoked_at = now(), revoke_pci = $2 WHERE id = $1', [
        session.id,
        request.body.pci,
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
