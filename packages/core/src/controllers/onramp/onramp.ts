import type { ApiClient } from '../../api/apiClient'
import type { OnrampQuote } from '../../api/blockchainSchemas'
import { getOnrampOptions, getOnrampQuote } from '../../api/onrampApi'
import { MELD_DESTINATION_CURRENCY } from '../../constants/onrampConstants'
import { toBigDecimal } from '../../format/bigDecimal'
import {
  getDefaultOnrampOptions,
  initialOnramp,
  type OnrampProvider,
  type OnrampState,
} from './onrampState'

export {
  createOnramp,
  getDefaultOnrampOptions,
  type OnrampProvider,
  type OnrampState,
} from './onrampState'

/** Keeps the providers only if they are an array of strings, else none (SPEC §5). */
export function parseOnrampProviderNames(value: unknown): string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : []
}

/** Loads the options; on failure keeps the built-in defaults (SPEC §8). */
export async function loadOnrampOptions(state: OnrampState, client: ApiClient): Promise<void> {
  try {
    const options = await getOnrampOptions(client)
    state.purchaseCurrencies = options.purchaseCurrencies
    state.paymentCurrencies = options.paymentCurrencies
  } catch {
    const defaults = getDefaultOnrampOptions()
    state.purchaseCurrencies = defaults.purchaseCurrencies
    state.paymentCurrencies = defaults.paymentCurrencies
  }
}

/** A placeholder quote (all zero) used when the quote call fails (SPEC §8). */
export function getPlaceholderQuote(
  purchaseCurrency: string,
  paymentCurrency: string,
): OnrampQuote {
  const zero = (currency: string) => ({ amount: '0', currency })
  return {
    paymentTotal: zero(paymentCurrency),
    paymentSubtotal: zero(paymentCurrency),
    purchaseAmount: zero(purchaseCurrency),
    coinbaseFee: zero(paymentCurrency),
    networkFee: zero(paymentCurrency),
    quoteId: '',
  }
}

/**
 * Fetches a quote for the payment amount, a decimal string kept exact (amounts are never floats);
 * a failure, or an amount that is not a decimal, yields the placeholder quote.
 */
export async function fetchOnrampQuote(
  state: OnrampState,
  client: ApiClient,
  params: { amount: string; network: string },
): Promise<OnrampQuote> {
  const amount = toBigDecimal(params.amount)
  state.paymentAmount = amount?.toFixed()
  state.quotesLoading = true
  state.error = undefined
  try {
    if (!amount) throw new TypeError(`Invalid amount: ${params.amount}`)
    state.quote = await getOnrampQuote(client, {
      purchaseCurrency: state.purchaseCurrency,
      paymentCurrency: state.paymentCurrency,
      amount: amount.toFixed(),
      network: params.network,
    })
    state.purchaseAmount = toBigDecimal(state.quote.purchaseAmount.amount)?.toFixed() ?? '0'
  } catch (error) {
    state.error = error instanceof Error ? error.message : String(error)
    state.quote = getPlaceholderQuote(state.purchaseCurrency, state.paymentCurrency)
    state.purchaseAmount = '0'
  } finally {
    state.quotesLoading = false
  }
  return state.quote
}

/** SPEC §4: meld's destination currency, 'SOL on Solana, else USDC' (a table by namespace). */
export function meldDestinationCurrency(namespace: string): string {
  const byNamespace: Readonly<Record<string, string>> = MELD_DESTINATION_CURRENCY
  return byNamespace[namespace] ?? MELD_DESTINATION_CURRENCY.default
}

/** What the meld URL needs. */
export type MeldUrlParameters = {
  namespace: string
  address: string
  projectId: string | undefined
}

/**
 * Selects a provider. For meld, appends publicKey, destinationCurrencyCode (SOL on Solana,
 * else USDC), walletAddress and externalCustomerId (the project id) to its URL (SPEC §4).
 */
export function selectOnrampProvider(
  state: OnrampState,
  provider: OnrampProvider | undefined,
  meld: MeldUrlParameters,
): void {
  if (provider?.name !== 'meld') {
    state.selectedProvider = provider
    return
  }
  const url = new URL(provider.url)
  url.searchParams.append('publicKey', meld.address)
  url.searchParams.append('destinationCurrencyCode', meldDestinationCurrency(meld.namespace))
  url.searchParams.append('walletAddress', meld.address)
  url.searchParams.append('externalCustomerId', meld.projectId ?? '')
  state.selectedProvider = { ...provider, url: url.toString() }
}

/** Sets the purchase or payment currency. */
export function setOnrampCurrency(
  state: OnrampState,
  kind: 'purchase' | 'payment',
  id: string,
): void {
  if (kind === 'purchase') state.purchaseCurrency = id
  else state.paymentCurrency = id
}

/** Restores the defaults (SPEC §4 'Reset restores defaults'); providers are kept. */
export function resetOnramp(state: OnrampState): void {
  Object.assign(state, initialOnramp(state.providers))
}
