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
 * PUT /admin/v1/projects/{id} (bearer `adminToken`): creates or edits a project: its name, allowed
 * origins, remote features (SPEC §9, merged over the current ones) and analytics switch.
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
      const token = ctx.config.adminToken
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
      if (!token || !given || !sameToken(given, token))
        throw new ForbiddenError('Unauthorized: admin token required', 401)
      return ctx.projects.update(request.params.id, request.body)
    },
  )
}
