import type * as z from 'zod/mini'
import { InvalidResponseBodyError } from '../errors/InvalidResponseBodyError'
import type { Clock } from '../time/clock'
import { createTtlCache, type TtlCache } from '../time/createTtlCache'
import { createHttpClient, type HttpClient } from '../transport/createHttpClient'
import type { TransportConfig } from '../transport/transportConfig'
import type { SchemaIssue } from './formatSchemaIssue'

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
  /** Timeout and retry settings (defaults: SPEC §7 — 10 s, 3 retries from 150 ms). */
  transport?: Omit<TransportConfig, 'fetch' | 'clock'> | undefined
}

/** How many GET responses one client keeps; past it the oldest is dropped. */
export const API_RESPONSE_CACHE_MAX_ENTRIES = 500

/** An API client: its config and its response cache (by URL, each entry with its route's TTL). */
export type ApiClient = {
  config: ApiClientConfig
  cache: TtlCache<string, unknown>
  http: HttpClient
}

/** Creates an API client for one service. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = createHttpClient({ ...config.transport, fetch: config.fetch, clock: config.clock })
  const cache = createTtlCache<string, unknown>({
    // Every entry is set with the TTL of its request (`cacheMs`); this default is never used.
    ttlMs: 0,
    maxEntries: API_RESPONSE_CACHE_MAX_ENTRIES,
    clock: config.clock,
  })
  return { config, cache, http }
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
 * Sends a request through the HTTP client (timeout; GETs retried on the SPEC §7 statuses)
 * and validates the JSON body against `schema`. A non-2xx status is an HttpRequestError
 * ('HTTP status code: {n}'); a non-JSON or malformed body is an error, never a crash.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  client: ApiClient,
  parameters: ApiRequestParameters<S>,
): Promise<z.infer<S>> {
  const { config } = client
  const url = buildApiUrl(config, parameters.path, parameters.query)
  const method = parameters.method ?? 'GET'
  if (method === 'GET' && client.cache.has(url)) return client.cache.get(url) as z.infer<S>
  const json = await client.http.request<unknown>({
    url,
    method,
    body: parameters.body,
    signal: parameters.signal,
    // A POST may change something on the server: it is never sent twice.
    retry: method === 'GET',
  })
  const result = parameters.schema.safeParse(json, { reportInput: true })
  if (!result.success) {
    // The issues' wording loads with the first malformed body, off the page's first load.
    const wording = await import('./formatSchemaIssue')
    throw new InvalidResponseBodyError({
      url,
      issues: result.error.issues.map((i) => wording.formatSchemaIssue(i as SchemaIssue)),
    })
  }
  if (parameters.cacheMs && method === 'GET') client.cache.set(url, result.data, parameters.cacheMs)
  return result.data
}
