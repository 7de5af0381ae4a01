import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance } from 'fastify'

/**
 * Every failure answers `{error, message}`. Client faults (schema validation, bad JSON, too large,
 * rate limited, ApiError 4xx) keep their 4xx status and message; anything else is a logged 500
 * whose message reveals nothing.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) {
      const message = error.validation ? `Invalid request: ${error.message}` : error.message
      return reply.status(status).send({ error: STATUS_CODES[status] ?? 'Error', message })
    }
    if (status === 502 || status === 503) {
      request.log.warn({ err: error }, 'upstream failure')
      return reply
        .status(status)
        .send({ error: STATUS_CODES[status] ?? 'Error', message: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply
      .status(500)
      .send({ error: 'Internal Server Error', message: 'Internal Server Error' })
  })
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      error: 'Not Found',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    })
  })
}
