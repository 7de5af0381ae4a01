import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

interface EventBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

/**
 * POST /e (SPEC §7 analytics): query projectId, st, sv; body eventId, url, domain, timestamp, props
 * (event data plus address; for errors type, event, errorType, errorMessage, stackTrace). Stored once
 * per event id; dropped with 204 when the project has analytics off.
 */
export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: EventBody; Querystring: { st?: string; sv?: string } }>(
    '/e',
    {
      bodyLimit: 32 * 1024,
      // An event is flat data: its `properties` may hold a few levels, never thousands.
      config: { maxDepth: 8 },
      schema: {
        summary: 'Store an analytics or error event',
        querystring: { type: 'object', properties: sdkQueryProperties },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            eventId: { type: 'string', minLength: 1, maxLength: 128, pattern: '^[-_a-zA-Z0-9]+$' },
            url: { type: 'string', minLength: 1, maxLength: 2048 },
            domain: { type: 'string', minLength: 1, maxLength: 253 },
            timestamp: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
            props: {
              type: 'object',
              maxProperties: 32,
              properties: {
                type: { type: 'string', maxLength: 64 },
                event: { type: 'string', minLength: 1, maxLength: 128 },
                address: { type: 'string', maxLength: 128 },
                errorType: { type: 'string', maxLength: 128 },
                errorMessage: { type: 'string', maxLength: 2048 },
                stackTrace: { type: 'string', maxLength: 16384 },
                properties: { type: 'object', maxProperties: 64 },
              },
              required: ['event'],
            },
          },
          required: ['eventId', 'url', 'domain', 'timestamp', 'props'],
        },
        response: {
          204: { type: 'null', description: 'Analytics is off for the project: nothing stored' },
          202: {
            type: 'object',
            properties: { success: { type: 'boolean' } },
            required: ['success'],
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      // Dropped, not refused: SPEC §7 reads a 403 from this sink as an invalid configuration.
      if (!request.project.analyticsEnabled) return reply.status(204).send()
      const body = request.body
      await ctx.db.query(
        `INSERT INTO events (project_id, event_id, sdk_type, sdk_version, url, domain, event_time, props)
         VALUES ($1, $2, $3, $4, $5, $6, to_timestamp($7::double precision / 1000), $8::jsonb)
         ON CONFLICT (project_id, event_id) DO NOTHING`,
        [
          request.project.id,
          body.eventId,
          request.query.st ?? null,
          request.query.sv ?? null,
          body.url,
          body.domain,
          body.timestamp,
          JSON.stringify(body.props),
        ],
      )
      return reply.status(202).send({ success: true })
    },
  )
}
