import type { FastifyInstance } from 'fastify'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

const querystring = { type: 'object', properties: sdkQueryProperties } as const
const providerList = {
  anyOf: [
    { type: 'array', items: { type: 'string' } },
    { type: 'boolean', const: false },
  ],
}

/**
 * GET /appkit/v1/config (SPEC §9 remote features of the project), /projects/v1/origins
 * (allowedOrigins) and /getAnalyticsConfig (isAnalyticsEnabled).
 */
export function registerProjectRoutes(app: FastifyInstance): void {
  app.get(
    '/appkit/v1/config',
    {
      schema: {
        summary: 'Remote features of the project',
        querystring,
        response: {
          200: {
            type: 'object',
            properties: {
              projectId: { type: 'string' },
              features: {
                type: 'object',
                properties: {
                  email: { type: 'boolean' },
                  socials: providerList,
                  swaps: providerList,
                  onramp: providerList,
                  activity: { type: 'boolean' },
                  reownBranding: { type: 'boolean' },
                  multiWallet: { type: 'boolean' },
                },
                required: [
                  'email',
                  'socials',
                  'swaps',
                  'onramp',
                  'activity',
                  'reownBranding',
                  'multiWallet',
                ],
              },
            },
            required: ['projectId', 'features'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ projectId: request.project.id, features: request.project.features }),
  )
  app.get(
    '/projects/v1/origins',
    {
      schema: {
        summary: 'Allowed origins of the project',
        querystring,
        response: {
          200: {
            type: 'object',
            properties: { allowedOrigins: { type: 'array', items: { type: 'string' } } },
            required: ['allowedOrigins'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ allowedOrigins: request.project.allowedOrigins }),
  )
  app.get(
    '/getAnalyticsConfig',
    {
      schema: {
        summary: 'Whether the project collects analytics',
        querystring,
        response: {
          200: {
            type: 'object',
            properties: { isAnalyticsEnabled: { type: 'boolean' } },
            required: ['isAnalyticsEnabled'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ isAnalyticsEnabled: request.project.analyticsEnabled }),
  )
}
