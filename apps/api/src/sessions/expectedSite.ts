import type { SiwxMessage } from '@appkit/siwx'
import type { Project } from '../projects/ProjectStore'
import { BadRequestError } from '../server/ApiError'
import { originMatches } from '../server/originMatches'

/** The site a sign-in must be for: what the SIWX verifier expects as domain and URI. */
export interface ExpectedSite {
  domain: string
  uri: string
}

function originOf(uri: string): string | undefined {
  try {
    const origin = new URL(uri).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Where the sign-in must come from, never read from the message alone. A request from a page
 * (an Origin header, already on the project's allowed list) expects that page's host and origin.
 * A request without one (a dapp's own server) expects the message's site only when its URI's
 * origin is on the project's allowed list by a pattern naming a host (a lone `*` names none).
 * Throws BadRequestError otherwise.
 */
export function expectedSite(
  origin: string | undefined,
  project: Project,
  message: SiwxMessage,
): ExpectedSite {
  if (origin !== undefined) {
    const pageOrigin = originOf(origin)
    if (!pageOrigin) throw new BadRequestError('The Origin header is not an origin')
    return { domain: new URL(pageOrigin).host, uri: pageOrigin }
  }
  const messageOrigin = originOf(message.uri)
  const allowed =
    messageOrigin !== undefined &&
    project.allowedOrigins.some(
      (pattern) => pattern.trim() !== '*' && originMatches(pattern, messageOrigin),
    )
  if (!allowed || !messageOrigin)
    throw new BadRequestError(
      `The message is for ${message.uri}, which is not an allowed origin of this project`,
    )
  return { domain: new URL(messageOrigin).host, uri: messageOrigin }
}
