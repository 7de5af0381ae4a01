import { proxy } from 'valtio'
import type { OnrampOptions, OnrampQuote } from '../../api/blockchainSchemas'
import {
  DEFAULT_ONRAMP_PAYMENT_CURRENCIES,
  DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS,
  DEFAULT_ONRAMP_PURCHASE_CURRENCY,
} from '../../constants/onrampConstants'

// The on-ramp state alone, which every instance creates: its actions (onramp.ts) load with the
// code that runs them, never with the first load.

/** An on-ramp provider. */
export type OnrampProvider = { name: string; url: string }

/** On-ramp state (SPEC §3): providers, selected provider, currencies, amounts, quote, flags. */
export type OnrampState = {
  providers: OnrampProvider[]
  selectedProvider: OnrampProvider | undefined
  purchaseCurrency: string
  paymentCurrency: string
  /** The amount bought, a decimal string (never a float). */
  purchaseAmount: string | undefined
  /** The amount paid, a decimal string (never a float). */
  paymentAmount: string | undefined
  purchaseCurrencies: OnrampOptions['purchaseCurrencies']
  paymentCurrencies: OnrampOptions['paymentCurrencies']
  quote: OnrampQuote | undefined
  quotesLoading: boolean
  error: string | undefined
}

/** The built-in on-ramp options (SPEC §9): USDC on Ethereum and Polygon; USD and EUR with limits. */
export function getDefaultOnrampOptions(): OnrampOptions {
  return {
    purchaseCurrencies: [
      {
        id: DEFAULT_ONRAMP_PURCHASE_CURRENCY.id,
        name: 'USD Coin',
        symbol: DEFAULT_ONRAMP_PURCHASE_CURRENCY.symbol,
        networks: DEFAULT_ONRAMP_PURCHASE_CURRENCY.networks.map((n) => ({
          name: n,
          display_name: n[0]?.toUpperCase() + n.slice(1),
          chain_id: n === 'ethereum' ? '1' : '137',
          contract_address: '',
        })),
      },
    ],
    paymentCurrencies: DEFAULT_ONRAMP_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: DEFAULT_ONRAMP_PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })),
    })),
  }
}

/** The on-ramp state's initial values with these providers. */
export function initialOnramp(providers: OnrampProvider[]): OnrampState {
  const defaults = getDefaultOnrampOptions()
  return {
    providers,
    selectedProvider: undefined,
    purchaseCurrency: DEFAULT_ONRAMP_PURCHASE_CURRENCY.id,
    paymentCurrency: DEFAULT_ONRAMP_PAYMENT_CURRENCIES[0],
    purchaseAmount: undefined,
    paymentAmount: undefined,
    purchaseCurrencies: defaults.purchaseCurrencies,
    paymentCurrencies: defaults.paymentCurrencies,
    quote: undefined,
    quotesLoading: false,
    error: undefined,
  }
}

/** Creates the on-ramp state with its defaults. */
export function createOnramp(providers: OnrampProvider[] = []): OnrampState {
  return proxy<OnrampState>(initialOnramp(providers))
}
