/** Error of a failed API call: the server's message and, for wallet requests, its code. */
export class FrameApiError extends Error {
  override name = 'FrameApiError'
  readonly status: number
  readonly code: number | undefined
  constructor(message: string, status: number, code?: number) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** Calls one route of the secure site's JSON API. */
export type FrameApi = (
  route: string,
  body: unknown,
  token?: string,
  signal?: AbortSignal,
) => Promise<unknown>

/**
 * The frame's client of its own site's JSON API (`POST {baseUrl}/api/{route}`, the session token
 * as a bearer token, aborted with `signal`); a failed call rejects with {@link FrameApiError}.
 * `clientId`, when given, goes with every call (`x-appkit-client`): the server limits login
 * attempts per client and binds one-time codes and social sign-ins to it.
 */
export function createFrameApi(
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
  clientId?: string,
): FrameApi {
  return async (route, body, token, signal) => {
    const response = await fetchFn(`${baseUrl}/api/${route}`, {
      method: 'POST',
      ...(signal ? { signal } : {}),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(clientId ? { 'x-appkit-client': clientId } : {}),
      },
      body: JSON.stringify(body ?? {}),
    })
    const json = (await response.json().catch(() => ({}))) as {
      error?: unknown
      code?: unknown
    }
    if (!response.ok) {
      const message = typeof json.error === 'string' ? json.error : 'An error occurred'
      throw new FrameApiError(
        message,
        response.status,
        typeof json.code === 'number' ? json.code : undefined,
      )
    }
    return json
  }
}
