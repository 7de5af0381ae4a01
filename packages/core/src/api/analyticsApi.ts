import * as z from 'zod/mini'
import { type ApiClient, apiRequest } from './apiClient'

/** The body of POST {analytics}/e (SPEC §7). */
export type AnalyticsEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

/** POST {analytics}/e with query projectId, st, sv. */
export async function sendAnalyticsEvent(
  client: ApiClient,
  body: AnalyticsEventBody,
): Promise<void> {
  await apiRequest(client, { method: 'POST', path: 'e', body, schema: z.unknown() })
}
