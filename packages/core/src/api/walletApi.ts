import * as z from 'zod/mini'
import { HttpRequestError } from '../errors/transportErrors'
import { type ApiClient, apiRequest, buildApiUrl } from './apiClient'

const providerList = z.union([z.array(z.string()), z.literal(false)])

/** /appkit/v1/config: the project's remote features (SPEC §3 'Remote features'). */
export const projectConfigSchema = z.object({
  projectId: z.optional(z.string()),
  features: z.object({
    email: z.boolean(),
    socials: providerList,
    swaps: providerList,
    onramp: providerList,
    activity: z.boolean(),
    reownBranding: z.boolean(),
    multiWallet: z.boolean(),
  }),
})

/** A registry wallet (SPEC §3 'Wallet'). */
export const walletSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.optional(z.string()),
  rdns: z.nullish(z.string()),
  mobile_link: z.nullish(z.string()),
  desktop_link: z.nullish(z.string()),
  webapp_link: z.nullish(z.string()),
  chains: z.optional(z.array(z.string())),
})

/** GET /appkit/v1/config. */
export async function getProjectConfig(client: ApiClient) {
  return apiRequest(client, { path: 'appkit/v1/config', schema: projectConfigSchema })
}

/** GET /projects/v1/origins. */
export async function getAllowedOrigins(client: ApiClient) {
  return apiRequest(client, {
    path: 'projects/v1/origins',
    schema: z.object({ allowedOrigins: z.array(z.string()) }),
  })
}

/** Parameters of {@link getWallets}. */
export type GetWalletsParameters = {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  search?: string
  badge_type?: string
  chains?: readonly string[]
}

/** GET /getWallets: a page of the registry (data, count). */
export async function getWallets(client: ApiClient, params: GetWalletsParameters) {
  return apiRequest(client, {
    path: 'getWallets',
    query: {
      page: params.page,
      entries: params.entries,
      include: params.include?.join(','),
      exclude: params.exclude?.join(','),
      search: params.search,
      badge_type: params.badge_type,
      chains: params.chains?.join(','),
    },
    schema: z.object({ data: z.array(walletSchema), count: z.number() }),
  })
}

/** GET /getAnalyticsConfig. */
export async function getAnalyticsConfig(client: ApiClient) {
  return apiRequest(client, {
    path: 'getAnalyticsConfig',
    schema: z.object({ isAnalyticsEnabled: z.boolean() }),
  })
}

/** The image routes of the wallet API. */
export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
}

/** The URL of an image (/getWalletImage/{id}, /public/get{Asset,Currency,Token}Image/{id}). */
export function getImageUrl(client: ApiClient, kind: ImageKind, id: string): string {
  return buildApiUrl(client.config, `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`)
}

/** Fetches an image; resolves with its bytes and content type ('HTTP status code: {n}' on failure). */
export async function fetchImage(
  client: ApiClient,
  kind: ImageKind,
  id: string,
): Promise<{ contentType: string; bytes: Uint8Array }> {
  const url = getImageUrl(client, kind, id)
  const response = await client.config.fetch(url)
  if (!response.ok) {
    throw new HttpRequestError({ status: response.status, url })
  }
  return {
    contentType: response.headers.get('content-type') ?? '',
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}
