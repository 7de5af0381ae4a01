import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../server/AppContext'

/** GET /healthz: 200 when the database answers, 503 otherwise. */
export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/healthz',
    {
      schema: {
        summary: 'Liveness and database check',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
          503: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
          },
        },
      },
    },
    async (_request, reply) => {
      try {
        await ctx.db.query('SELECT 1')
        return { status: 'ok', database: ctx.db.kind }
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: ctx.db.kind })
      }
    },
  )
}
