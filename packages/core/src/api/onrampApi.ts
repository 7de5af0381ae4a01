import { type ApiClient, apiRequest } from './apiClient'
import {
  anyObjectSchema,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  successSchema,
} from './blockchainSchemas'

/** POST /v1/generators/onrampurl (defaultExperience buy). */
export async function generateOnrampUrl(
  client: ApiClient,
  params: {
    destinationWallets: readonly {
      address: string
      blockchains: readonly string[]
      assets?: readonly string[]
    }[]
    defaultNetwork?: string
    partnerUserId: string
    /** A decimal string (amounts are never floats). */
    presetCryptoAmount?: string
    /** A decimal string (amounts are never floats). */
    presetFiatAmount?: string
  },
) {
  return apiRequest(client, {
    method: 'POST',
    path: 'v1/generators/onrampurl',
    body: { ...params, defaultExperience: 'buy' },
    schema: onrampUrlSchema,
  })
}

/** GET /v1/onramp/options. */
export async function getOnrampOptions(client: ApiClient) {
  return apiRequest(client, { path: 'v1/onramp/options', schema: onrampOptionsSchema })
}

/** POST /v1/onramp/quote. */
export async function getOnrampQuote(
  client: ApiClient,
  params: { purchaseCurrency: string; paymentCurrency: string; amount: string; network: string },
) {
  return apiRequest(client, {
    method: 'POST',
    path: 'v1/onramp/quote',
    body: params,
    schema: onrampQuoteSchema,
  })
}

/** GET /v1/sessions/{id} (response not shown in SPEC: any object). */
export async function getSession(client: ApiClient, params: { id: string }) {
  return apiRequest(client, {
    path: `v1/sessions/${encodeURIComponent(params.id)}`,
    schema: anyObjectSchema,
  })
}

/** POST /v1/sessions/{id}/revoke. */
export async function revokeSession(
  client: ApiClient,
  params: { id: string; pci: string; signature: string },
) {
  return apiRequest(client, {
    method: 'POST',
    path: `v1/sessions/${encodeURIComponent(params.id)}/revoke`,
    body: { pci: params.pci, signature: params.signature },
    schema: successSchema,
  })
}
