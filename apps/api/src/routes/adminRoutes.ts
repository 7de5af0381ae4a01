import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { RemoteFeatures } from '../projects/defaultFeatures'
import { ForbiddenError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'

// The boolean branch first: with type coercion on, `false` would otherwise become ["false"].
const providerList = {
  anyOf: [
    { type: 'boolean', const: false },
    { type: 'array', maxItems: 16, items: { type: 'string', pattern: '^[a-z0-9_-]{1,32}$' } },
  ],
}
const projectSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    allowedOrigins: { type: 'array', items: { type: 'string' } },
    features: { type: 'object', additionalProperties: true },
    analyticsEnabled: { type: 'boolean' },
  },
} as const

function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The admin routes (bearer `adminToken`): PUT /admin/v1/projects/{id} creates or edits a project
 * (its name, allowed origins, remote features of SPEC §9 merged over the current ones, analytics
 * switch); GET /admin/v1/projects/{id}/events lists its newest analytics events.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.put<{
    Params: { id: string }
    Body: {
      name?: string
      allowedOrigins?: string[]
      features?: Partial<RemoteFeatures>
      analyticsEnabled?: boolean
    }
  }>(
    '/admin/v1/projects/:id',
    {
      schema: {
        summary: 'Create or edit a project (admin)',
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
          required: ['id'],
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 128 },
            allowedOrigins: {
              type: 'array',
              maxItems: 100,
              items: {
                type: 'string',
                maxLength: 255,
                pattern: '^(\\*|[a-z][a-z0-9+.-]*://[^/?#\\s]+)$',
              },
            },
            features: {
              type: 'object',
              additionalProperties: false,
              properties: {
                email: { type: 'boolean' },
                socials: providerList,
                swaps: providerList,
                onramp: providerList,
                activity: { type: 'boolean' },
                reownBranding: { type: 'boolean' },
                multiWallet: { type: 'boolean' },
              },
            },
            analyticsEnabled: { type: 'boolean' },
          },
        },
        response: { 200: projectSchema, ...errorResponses },
      },
    },
    async (request) => {
      requireAdmin(ctx, request.headers.authorization)
      return ctx.projects.update(request.params.id, request.body)
    },
  )

  app.get<{ Params: { id: string }; Querystring: { limit?: number } }>(
    '/admin/v1/projects/:id/events',
    {
      schema: {
        summary: "A project's newest analytics events (admin)",
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
          required: ['id'],
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 500 } },
        },
        response: {
          200: {
            type: 'object',
            properties: { events: { type: 'array', items: eventSchema } },
            required: ['events'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      requireAdmin(ctx, request.headers.authorization)
      const rows = await ctx.db.query<EventRow>(
        `SELECT event_id, url, domain, event_time, props FROM events
         WHERE project_id = $1 ORDER BY event_time DESC, event_id LIMIT $2`,
        [request.params.id, request.query.limit ?? 100],
      )
      return {
        events: rows.map((row) => ({
          eventId: row.event_id,
          type: String(row.props.type ?? ''),
          event: String(row.props.event ?? ''),
          url: row.url,
          domain: row.domain,
          time: new Date(row.event_time).toISOString(),
        })),
      }
    },
  )
}

type EventRow = {
  event_id: string
  url: string
  domain: string
  event_time: Date | string
  props: Record<string, unknown>
}

const eventSchema = {
  type: 'object',
  properties: {
    eventId: { type: 'string' },
    type: { type: 'string' },
    event: { type: 'string' },
    url: { type: 'string' },
    domain: { type: 'string' },
    time: { type: 'string' },
  },
  required: ['eventId', 'type', 'event', 'url', 'domain', 'time'],
} as const

/** Refuses a request without the configured admin token as a bearer (401). */
function requireAdmin(ctx: AppContext, authorization: string | undefined): void {
  const token = ctx.config.adminToken
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
  if (!token || !given || !sameToken(given, token))
    throw new ForbiddenError('Unauthorized: admin token required', 401)
}
