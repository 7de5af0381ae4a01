import { IDENTITY_CACHE_TTL_MS, PORTFOLIO_CACHE_TTL_MS } from '../constants/timeConstants'
import { type ApiClient, apiRequest, buildApiUrl } from './apiClient'
import {
  allowanceSchema,
  anyObjectSchema,
  balancesSchema,
  convertQuotesSchema,
  convertTokensSchema,
  fungiblePriceSchema,
  gasPriceSchema,
  type History,
  historySchema,
  identitySchema,
  type SupportedChains,
  supportedChainsSchema,
} from './blockchainSchemas'
import { resolveImageUrl } from './resolveImageUrl'

const seg = encodeURIComponent

/** GET v1/supported-chains (cached for the life of the client). */
export async function getSupportedChains(client: ApiClient): Promise<SupportedChains> {
  return apiRequest(client, {
    path: 'v1/supported-chains',
    schema: supportedChainsSchema,
    cacheMs: Number.MAX_SAFE_INTEGER / 2,
  })
}

/** True when the blockchain API serves `caipNetworkId` (SPEC §7). */
export async function isNetworkSupported(
  client: ApiClient,
  caipNetworkId: string,
): Promise<boolean> {
  const { http } = await getSupportedChains(client)
  return http.includes(caipNetworkId)
}

/** GET /v1/identity/{address}: avatar and name, cached 5 min. */
export async function getIdentity(client: ApiClient, params: { address: string; sender?: string }) {
  return apiRequest(client, {
    path: `v1/identity/${seg(params.address)}`,
    query: { sender: params.sender },
    schema: identitySchema,
    cacheMs: IDENTITY_CACHE_TTL_MS,
  })
}

/** Parameters of {@link getHistory}. */
export type GetHistoryParameters = {
  account: string
  chainId: string
  cursor?: string | undefined
  onramp?: string | undefined
  cache?: string | undefined
}

/** GET /v1/account/{account}/history; `{ data: [] }` when the network is unsupported. */
export async function getHistory(
  client: ApiClient,
  params: GetHistoryParameters,
): Promise<History> {
  if (!(await isNetworkSupported(client, params.chainId))) return { data: [], next: null }
  const history = await apiRequest(client, {
    path: `v1/account/${seg(params.account)}/history`,
    query: {
      cursor: params.cursor,
      onramp: params.onramp,
      chainId: params.chainId,
      cache: params.cache,
    },
    schema: historySchema,
  })
  const resolve = (url: string) => resolveImageUrl(client.config, url)
  return {
    ...history,
    data: history.data.map((tx) => ({
      ...tx,
      transfers: tx.transfers.map((t) =>
        t.fungible_info?.icon
          ? {
              ...t,
              fungible_info: {
                ...t.fungible_info,
                icon: { url: resolve(t.fungible_info.icon.url) },
              },
            }
          : t,
      ),
    })),
  }
}

/** GET /v1/account/{address}/balance (currency usd), cached 30 s; empty when unsupported. */
export async function getBalances(
  client: ApiClient,
  params: { address: string; chainId: string; forceUpdate?: string | undefined },
) {
  if (!(await isNetworkSupported(client, params.chainId))) return { balances: [] }
  const path = `v1/account/${seg(params.address)}/balance`
  const query = { currency: 'usd', chainId: params.chainId }
  const response = await apiRequest(client, {
    path,
    query: { ...query, forceUpdate: params.forceUpdate },
    schema: balancesSchema,
    cacheMs: PORTFOLIO_CACHE_TTL_MS,
  })
  // A forced read (after a send or swap) is the newest: the plain read of the same balances (the
  // Account view's) answers with it from now on, not with what it cached before.
  if (params.forceUpdate)
    client.cache.set(buildApiUrl(client.config, path, query), response, PORTFOLIO_CACHE_TTL_MS)
  const { balances } = response
  return {
    balances: balances.map((b) => ({ ...b, iconUrl: resolveImageUrl(client.config, b.iconUrl) })),
  }
}

/** GET /v1/convert/quotes. */
export async function getSwapQuotes(
  client: ApiClient,
  params: { amount: string; userAddress: string; from: string; to: string; gasPrice: string },
) {
  return apiRequest(client, {
    path: 'v1/convert/quotes',
    query: params,
    schema: convertQuotesSchema,
  })
}

/** GET /v1/convert/tokens; empty when the network is unsupported. */
export async function getSwapTokens(client: ApiClient, params: { chainId: string }) {
  if (!(await isNetworkSupported(client, params.chainId))) return { tokens: [] }
  const { tokens } = await apiRequest(client, {
    path: 'v1/convert/tokens',
    query: params,
    schema: convertTokensSchema,
  })
  return {
    tokens: tokens.map((t) => ({ ...t, logoUri: resolveImageUrl(client.config, t.logoUri) })),
  }
}

/** POST /v1/fungible/price with currency usd. */
export async function getTokenPrices(client: ApiClient, params: { addresses: readonly string[] }) {
  const { fungibles } = await apiRequest(client, {
    method: 'POST',
    path: 'v1/fungible/price',
    body: { currency: 'usd', addresses: params.addresses, projectId: client.config.projectId },
    schema: fungiblePriceSchema,
  })
  return {
    fungibles: fungibles.map((f) => ({ ...f, iconUrl: resolveImageUrl(client.config, f.iconUrl) })),
  }
}

/** GET /v1/convert/allowance. */
export async function getSwapAllowance(
  client: ApiClient,
  params: { tokenAddress: string; userAddress: string },
) {
  return apiRequest(client, {
    path: 'v1/convert/allowance',
    query: params,
    schema: allowanceSchema,
  })
}

/** GET /v1/convert/gas-price. */
export async function getGasPrice(client: ApiClient, params: { chainId: string }) {
  return apiRequest(client, { path: 'v1/convert/gas-price', query: params, schema: gasPriceSchema })
}

/** POST /v1/convert/build-transaction (eip155 slippage; response not shown in SPEC: any object). */
export async function buildSwapTransaction(
  client: ApiClient,
  params: {
    amount: string
    from: string
    to: string
    userAddress: string
    slippage: number
    disableEstimate?: boolean
  },
) {
  return apiRequest(client, {
    method: 'POST',
    path: 'v1/convert/build-transaction',
    body: {
      amount: params.amount,
      eip155: { slippage: String(params.slippage) },
      projectId: client.config.projectId,
      from: params.from,
      to: params.to,
      userAddress: params.userAddress,
      disableEstimate: params.disableEstimate ?? false,
    },
    schema: anyObjectSchema,
  })
}

/** GET /v1/convert/build-approve (response not shown in SPEC: any object). */
export async function buildSwapApproveTransaction(
  client: ApiClient,
  params: { userAddress: string; from: string; to: string },
) {
  return apiRequest(client, {
    path: 'v1/convert/build-approve',
    query: params,
    schema: anyObjectSchema,
  })
}
