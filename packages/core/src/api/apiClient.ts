import type * as z from 'zod/mini'
import type { Clock } from '../client/services'
import { HttpRequestError, InvalidJsonResponseError } from '../errors/transportErrors'
import { formatSchemaIssue, type SchemaIssue } from './formatSchemaIssue'
import { InvalidResponseBodyError } from './InvalidResponseBodyError'

/** How an API client reaches its service: base URL, ids sent on every request, services. */
export type ApiClientConfig = {
  baseUrl: string
  /** Optional: sent as `projectId` when set. */
  projectId?: string | undefined
  /** Sent as `st`. */
  sdkType: string
  /** Sent as `sv`. */
  sdkVersion: string
  fetch: typeof fetch
  clock: Pick<Clock, 'now'>
}

/** An API client: its config and its response cache. */
export type ApiClient = {
  config: ApiClientConfig
  cache: Map<string, { expires: number; value: unknown }>
}

/** Creates an API client for one service. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  return { config, cache: new Map() }
}

/** A query value; undefined values are left out. */
export type QueryValue = string | number | boolean | undefined

/** Parameters of {@link apiRequest}. */
export type ApiRequestParameters<S extends z.ZodMiniType> = {
  method?: 'GET' | 'POST'
  path: string
  query?: Record<string, QueryValue>
  body?: unknown
  schema: S
  /** Cache the parsed response for this many ms (GET only). */
  cacheMs?: number
  signal?: AbortSignal
}

/** Builds the URL of a request: base URL + path + query, plus projectId, st and sv. */
export function buildApiUrl(
  config: ApiClientConfig,
  path: string,
  query: Record<string, QueryValue> = {},
): string {
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`
  const url = new URL(path.replace(/^\//, ''), base)
  const all: Record<string, QueryValue> = {
    projectId: config.projectId,
    st: config.sdkType,
    sv: config.sdkVersion,
    ...query,
  }
  for (const [key, value] of Object.entries(all))
    if (value !== undefined) url.searchParams.set(key, String(value))
  return url.toString()
}

/**
 * Sends a request and validates the JSON body against `schema`. A non-2xx status is an
 * HttpRequestError ('HTTP status code: {n}'); a non-JSON or malformed body is an error,
 * never a crash.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  client: ApiClient,
  parameters: ApiRequestParameters<S>,
): Promise<z.infer<S>> {
  const { config } = client
  const url = buildApiUrl(config, parameters.path, parameters.query)
  const method = parameters.method ?? 'GET'
  const cached = method === 'GET' ? client.cache.get(url) : undefined
  if (cached && cached.expires > config.clock.now()) return cached.value as z.infer<S>
  const init: RequestInit = { method }
  if (parameters.body !== undefined) {
    init.body = JSON.stringify(parameters.body)
    init.headers = { 'content-type': 'application/json' }
  }
  if (parameters.signal) init.signal = parameters.signal
  const response = await config.fetch(url, init)
  const text = await response.text()
  if (!response.ok)
    throw new HttpRequestError({
      status: response.status,
      url,
      body: text,
      headers: response.headers,
    })
  let json: unknown
  try {
    json = text === '' ? null : JSON.parse(text)
  } catch (cause) {
    throw new InvalidJsonResponseError({ body: text.slice(0, 200), url, cause })
  }
  const result = parameters.schema.safeParse(json, { reportInput: true })
  if (!result.success)
    throw new InvalidResponseBodyError({
      url,
      issues: result.error.issues.map((i) => formatSchemaIssue(i as SchemaIssue)),
    })
  if (parameters.cacheMs && method === 'GET')
    client.cache.set(url, { expires: config.clock.now() + parameters.cacheMs, value: result.data })
  return result.data
}
