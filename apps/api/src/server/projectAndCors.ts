import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Project } from '../projects/ProjectStore'
import { BadRequestError, ForbiddenError } from './ApiError'
import type { AppContext } from './AppContext'
import { isOriginAllowed } from './originMatches'

const projectIdPattern = /^[A-Za-z0-9_-]{1,64}$/
/** Routes any origin may read (no project, no CORS check). */
const openPaths = new Set(['/healthz', '/openapi.json'])
/** Public images (logos and monograms): shown by any dapp, so never refused by origin. */
const openImagePath = /^\/(getWalletImage|public\/get(Asset|Currency|Token)Image)\//

/**
 * Resolves the project of each request from `projectId` (SPEC §7: project id on every call; optional
 * here, the default project otherwise) and applies SPEC §5 "origin must be on the project's allowed
 * list": a request whose Origin is not allowed gets 403 'Unauthorized: origin not allowed'
 * (SPEC §8 maps it to the invalid-configuration alert; CORS headers let the page read it, and a
 * preflight from such an origin fails, so it cannot send anything else); an allowed one gets CORS headers.
 */
export function registerProjectAndCors(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('project', undefined as unknown as Project)
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const id = projectIdFrom(request.url) ?? ctx.config.defaultProjectId
    if (!projectIdPattern.test(id))
      throw new BadRequestError('projectId must be 1 to 64 letters, digits, _ or -')
    let project = await ctx.projects.get(id)
    if (!project) {
      if (ctx.config.strictProjectIds) throw new ForbiddenError('Unauthorized: invalid key', 401)
      project = await ctx.projects.get(ctx.config.defaultProjectId)
    }
    if (!project) throw new ForbiddenError('Unauthorized: invalid key', 401)
    request.project = project
    const origin = request.headers.origin
    if (origin === undefined) return
    reply.header('vary', 'Origin')
    // The refusal itself is readable by the page, so the client can show its alert (SPEC §8).
    setCorsHeaders(request, reply, origin)
    if (
      !openPaths.has(path) &&
      !openImagePath.test(path) &&
      !isOriginAllowed(project.allowedOrigins, origin)
    ) {
      throw new ForbiddenError('Unauthorized: origin not allowed')
    }
  })
  // Preflight: answered for every path once the hook above has allowed the origin.
  app.options(
    '/*',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (_request, reply) => {
      reply.status(204).send()
    },
  )
}

function setCorsHeaders(request: FastifyRequest, reply: FastifyReply, origin: string): void {
  reply.header('access-control-allow-origin', origin)
  if (request.method === 'OPTIONS') {
    reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
    reply.header(
      'access-control-allow-headers',
      request.headers['access-control-request-headers'] ?? 'content-type',
    )
    reply.header('access-control-max-age', '600')
  } else {
    reply.header(
      'access-control-expose-headers',
      'retry-after, x-ratelimit-limit, x-ratelimit-remaining',
    )
  }
}

function projectIdFrom(url: string): string | undefined {
  const q = url.indexOf('?')
  if (q === -1) return undefined
  const value = new URLSearchParams(url.slice(q + 1)).get('projectId')
  return value === null || value === '' ? undefined : value
}
