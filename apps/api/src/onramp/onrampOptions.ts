import type { ChainConfig } from '../config'

/** SPEC §9 'limits card 10 to 7500, ach_bank_account 10 to 25000' (decimal strings, never floats). */
export const ONRAMP_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** SPEC §9 'payment currency USD (and EUR)'. */
export const ONRAMP_PAYMENT_CURRENCIES = ['USD', 'EUR'] as const

/** SPEC §9 'purchase currency USDC on Ethereum and Polygon': the network names and chain ids. */
export const ONRAMP_NETWORKS = [
  { name: 'ethereum', display_name: 'Ethereum', chainId: 1 },
  { name: 'polygon', display_name: 'Polygon', chainId: 137 },
] as const

/** The on-ramp options answer (SPEC §3 'Options'). */
export interface OnrampOptions {
  purchaseCurrencies: {
    id: string
    name: string
    symbol: string
    networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
  }[]
  paymentCurrencies: {
    id: string
    payment_method_limits: { id: string; min: string; max: string }[]
  }[]
}

/**
 * The SPEC §9 default options: USDC on Ethereum and Polygon (each with the USDC contract the
 * configured chain of that id lists, else empty), USD and EUR with the card and bank limits.
 */
export function getOnrampOptions(chains: readonly ChainConfig[]): OnrampOptions {
  const usdcOn = (chainId: number) =>
    chains.find((c) => c.chainId === chainId)?.tokens?.find((t) => t.symbol === 'USDC')?.address
  return {
    purchaseCurrencies: [
      {
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        networks: ONRAMP_NETWORKS.map((n) => ({
          name: n.name,
          display_name: n.display_name,
          chain_id: String(n.chainId),
          contract_address: usdcOn(n.chainId) ?? '',
        })),
      },
    ],
    paymentCurrencies: ONRAMP_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: ONRAMP_PAYMENT_METHOD_LIMITS.map((l) => ({ ...l })),
    })),
  }
}

/**
 * The configured chain id of an on-ramp network name: `ethereum`/`polygon` (SPEC §9), a
 * configured chain's name in lower case (`ethereum (devnet)`), or a chain id (`1`, `eip155:1`).
 */
export function resolveOnrampChainId(
  chains: readonly ChainConfig[],
  network: string,
): number | undefined {
  const name = network.trim().toLowerCase()
  const known = ONRAMP_NETWORKS.find((n) => n.name === name)?.chainId
  const byName = chains.find((c) => c.name.toLowerCase() === name)?.chainId
  const id = /^(eip155:)?[0-9]{1,10}$/.test(name) ? Number(name.replace('eip155:', '')) : undefined
  const chainId = known ?? byName ?? id
  return chains.some((c) => c.chainId === chainId) ? chainId : undefined
}
