import type { RunningSecure } from '../src/server/startSecure'

/** An answer of the secure site's API. */
export type Answer = { status: number; body: Record<string, unknown> }

/**
 * One POST to the secure site's API as its frame sends it (its own Origin; `client` as the frame's
 * client id header, none when undefined; `token` as the bearer token).
 */
export async function post(
  secure: RunningSecure,
  route: string,
  body: unknown,
  options: { client?: string; token?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${secure.url}/api/${route}`, {
    method: 'POST',
    headers: {
      origin: secure.url,
      'content-type': 'application/json',
      ...(options.client ? { 'x-appkit-client': options.client } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** A code that is not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000')
