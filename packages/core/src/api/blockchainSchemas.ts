import * as z from 'zod/mini'

const quantity = z.object({ decimals: z.string(), numeric: z.string() })

/** v1/supported-chains: the http and ws lists of CAIP-2 ids. */
export const supportedChainsSchema = z.object({
  http: z.array(z.string()),
  ws: z.array(z.string()),
})

/** /v1/identity/{address}: avatar and name. */
export const identitySchema = z.object({
  avatar: z.nullish(z.string()),
  name: z.nullish(z.string()),
})

/** A token balance of /v1/account/{address}/balance (SPEC §3 'Token balance'). */
export const tokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: z.optional(z.number()),
  price: z.number(),
  quantity,
  iconUrl: z.string(),
})

/** /v1/account/{address}/balance. */
export const balancesSchema = z.object({ balances: z.array(tokenBalanceSchema) })

const transfer = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.object({ url: z.string() })),
    }),
  ),
  nft_info: z.optional(
    z.object({ name: z.optional(z.string()), flags: z.object({ is_spam: z.boolean() }) }),
  ),
  direction: z.optional(z.string()),
  quantity: z.object({ numeric: z.string() }),
})

/** A transaction of the history (SPEC §3 'Transaction'). */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    hash: z.optional(z.string()),
  }),
  transfers: z.array(transfer),
})

/** /v1/account/{account}/history. */
export const historySchema = z.object({
  data: z.array(transactionSchema),
  next: z.nullish(z.string()),
})

/** A swap token (SPEC §3 'Swap token'). */
export const swapTokenSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  address: z.string(),
  decimals: z.number(),
  logoUri: z.string(),
  eip2612: z.optional(z.boolean()),
})

/** /v1/convert/tokens. */
export const convertTokensSchema = z.object({ tokens: z.array(swapTokenSchema) })

/** /v1/convert/quotes. */
export const convertQuotesSchema = z.object({
  quotes: z.array(z.object({ fromAmount: z.string(), toAmount: z.string() })),
})

/** /v1/fungible/price. */
export const fungiblePriceSchema = z.object({
  fungibles: z.array(
    z.object({ name: z.string(), symbol: z.string(), iconUrl: z.string(), price: z.number() }),
  ),
})

/** /v1/convert/allowance. */
export const allowanceSchema = z.object({ allowance: z.string() })

/** /v1/convert/gas-price. */
export const gasPriceSchema = z.object({
  standard: z.string(),
  fast: z.string(),
  instant: z.string(),
})

/** Bodies the spec does not show: any JSON object. */
export const anyObjectSchema = z.record(z.string(), z.unknown())

/** /v1/generators/onrampurl. */
export const onrampUrlSchema = z.object({ url: z.string() })

/** /v1/onramp/options (SPEC §3 'On-ramp ... Options'). */
export const onrampOptionsSchema = z.object({
  purchaseCurrencies: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      symbol: z.string(),
      networks: z.array(
        z.object({
          name: z.string(),
          display_name: z.string(),
          chain_id: z.string(),
          contract_address: z.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: z.array(
    z.object({
      id: z.string(),
      payment_method_limits: z.array(
        z.object({ id: z.string(), min: z.string(), max: z.string() }),
      ),
    }),
  ),
})

const amount = z.object({ amount: z.string(), currency: z.string() })

/** /v1/onramp/quote (SPEC §3 'On-ramp quote'). */
export const onrampQuoteSchema = z.object({
  paymentTotal: amount,
  paymentSubtotal: amount,
  purchaseAmount: amount,
  coinbaseFee: amount,
  networkFee: amount,
  quoteId: z.string(),
})

/** /v1/sessions/{id}/revoke. */
export const successSchema = z.object({ success: z.boolean() })

/** The inferred types. */
export type SupportedChains = z.infer<typeof supportedChainsSchema>
export type Identity = z.infer<typeof identitySchema>
export type ApiTokenBalance = z.infer<typeof tokenBalanceSchema>
export type ApiTransaction = z.infer<typeof transactionSchema>
export type History = z.infer<typeof historySchema>
export type ApiSwapToken = z.infer<typeof swapTokenSchema>
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>
export type GasPrice = z.infer<typeof gasPriceSchema>
