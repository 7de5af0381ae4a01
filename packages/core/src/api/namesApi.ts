import * as z from 'zod/mini'
import { NAME_CACHE_TTL_MS } from '../constants/timeConstants'
import {
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
  NamesForAddressError,
} from '../errors/nameErrors'
import { HttpRequestError } from '../errors/transportErrors'
import { type ApiClient, apiRequest, buildApiUrl } from './apiClient'

/** A registered name with its addresses per coin type. */
export const nameProfileSchema = z.object({
  name: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
  attributes: z.union([
    z.record(z.string(), z.unknown()),
    z.array(z.record(z.string(), z.unknown())),
  ]),
})

/** A registered name. */
export type NameProfile = z.infer<typeof nameProfileSchema>

const reasonsSchema = z.object({
  reasons: z.array(z.object({ description: z.optional(z.string()) })),
})
const messageSchema = z.object({ message: z.string() })

/** GET /v1/profile/account/{name} (apiVersion 2); 'Error resolving name' (first reason preferred). */
export async function lookupName(
  client: ApiClient,
  params: { name: string },
): Promise<NameProfile> {
  try {
    return await apiRequest(client, {
      path: `v1/profile/account/${encodeURIComponent(params.name)}`,
      query: { apiVersion: 2 },
      schema: nameProfileSchema,
      cacheMs: NAME_CACHE_TTL_MS,
    })
  } catch (cause) {
    let reasons: { description?: string | undefined }[] | undefined
    if (cause instanceof HttpRequestError) {
      const parsed = reasonsSchema.safeParse(cause.body)
      const plain = messageSchema.safeParse(cause.body)
      if (parsed.success) reasons = parsed.data.reasons
      else if (plain.success) reasons = [{ description: plain.data.message }]
    }
    throw new NameResolutionError({ reasons, cause })
  }
}

/** A suggested name (with the deployment's suffix) and whether it is taken. */
export const nameSuggestionSchema = z.object({
  name: z.string(),
  registered: z.optional(z.boolean()),
})

/** A suggested name. */
export type NameSuggestion = z.infer<typeof nameSuggestionSchema>

/**
 * GET /v1/profile/suggestions/{name}. The zone is the deployment's own (the name service's
 * suffix, configuration); left out, the service answers in its configured zone.
 */
export async function getNameSuggestions(
  client: ApiClient,
  params: { name: string; zone?: string | undefined },
) {
  try {
    return await apiRequest(client, {
      path: `v1/profile/suggestions/${encodeURIComponent(params.name)}`,
      query: { zone: params.zone },
      schema: z.object({
        suggestions: z.array(nameSuggestionSchema),
      }),
    })
  } catch (cause) {
    throw new NameSuggestionsError({ cause })
  }
}

/** GET /v1/profile/reverse/{address} (apiVersion 2), cached 5 min with its timestamp. */
export async function reverseLookupNames(
  client: ApiClient,
  params: { address: string; sender?: string },
): Promise<NameProfile[]> {
  try {
    return await apiRequest(client, {
      path: `v1/profile/reverse/${encodeURIComponent(params.address)}`,
      query: { sender: params.sender, apiVersion: 2 },
      schema: z.array(nameProfileSchema),
      cacheMs: NAME_CACHE_TTL_MS,
    })
  } catch (cause) {
    throw new NamesForAddressError({ cause })
  }
}

/** Parameters of {@link registerName}. */
export type RegisterNameParameters = {
  name: string
  coinType: number
  address: string
  message: string
  signature: string
}

/** POST /v1/profile/account ('Error registering name {name}'). */
export async function registerName(client: ApiClient, params: RegisterNameParameters) {
  try {
    return await apiRequest(client, {
      method: 'POST',
      path: 'v1/profile/account',
      body: {
        coin_type: params.coinType,
        address: params.address,
        message: params.message,
        signature: params.signature,
      },
      // The service answers the name it stored (with its suffix).
      schema: z.object({ success: z.optional(z.boolean()), name: z.optional(z.string()) }),
    })
  } catch (cause) {
    throw new NameRegistrationError(params.name, { cause })
  }
}

/**
 * Drops the cached identity and reverse lookups of `address` (as the identity flow and
 * {@link reverseLookupNames} ask them), so a name registered just now shows at once instead of
 * after the 5 min cache (SPEC §9).
 */
export function forgetCachedNames(client: ApiClient, address: string): void {
  const path = encodeURIComponent(address)
  for (const sender of [address, undefined]) {
    client.cache.delete(buildApiUrl(client.config, `v1/identity/${path}`, { sender }))
    client.cache.delete(
      buildApiUrl(client.config, `v1/profile/reverse/${path}`, { sender, apiVersion: 2 }),
    )
  }
}

/** The signed registration message: JSON with name, empty attributes and a timestamp in seconds. */
export function createRegistrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
