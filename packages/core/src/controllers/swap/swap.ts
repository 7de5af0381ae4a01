import { ref } from 'valtio'
import type { ApiClient } from '../../api/apiClient'
import { getGasPrice, getSwapQuotes, getSwapTokens } from '../../api/blockchainApi'
import type { ApiSwapToken } from '../../api/blockchainSchemas'
import { isFeatureSupported } from '../../constants/namespaceFeatures'
import {
  GasPriceNetworkNotSupportedError,
  SwapsNetworkNotSupportedError,
} from '../../errors/chainErrors'
import { formatUnits, parseUnits } from '../../format/units'
import type { CaipNetwork } from '../../types/network'
import { initialSwap, type SwapState } from './swapState'

export { createSwap, type SwapState, type SwapStatus } from './swapState'

/** True when swaps run on `network`: the 12 EVM chain ids of SPEC §1. */
export function isSwapNetwork(network: CaipNetwork | undefined): boolean {
  return isFeatureSupported('swaps', network)
}

/**
 * Loads the swap tokens and gas price for `network` ('Network not supported for Swaps' /
 * 'Network not supported for Gas Price' elsewhere).
 */
export async function initializeSwap(
  state: SwapState,
  client: ApiClient,
  network: CaipNetwork | undefined,
): Promise<void> {
  if (!network || !isSwapNetwork(network)) throw new SwapsNetworkNotSupportedError()
  const { tokens } = await getSwapTokens(client, { chainId: network.caipNetworkId })
  state.tokens = tokens.map((t) => ref(t))
  await fetchSwapGasPrice(state, client, network)
  state.initialized = true
}

/** Fetches the gas price ('Network not supported for Gas Price' off the swap networks). */
export async function fetchSwapGasPrice(
  state: SwapState,
  client: ApiClient,
  network: CaipNetwork,
): Promise<void> {
  if (!isSwapNetwork(network)) throw new GasPriceNetworkNotSupportedError()
  const { standard } = await getGasPrice(client, { chainId: network.caipNetworkId })
  state.gasPrice = standard
}

/** Sets the source token. */
export function setSourceToken(state: SwapState, token: ApiSwapToken | undefined): void {
  state.sourceToken = token && ref(token)
}

/** Sets the target token. */
export function setToToken(state: SwapState, token: ApiSwapToken | undefined): void {
  state.toToken = token && ref(token)
}

/** Swaps source and target (tokens and amounts). */
export function switchSwapTokens(state: SwapState): void {
  const { sourceToken, toToken, sourceTokenAmount, toTokenAmount } = state
  Object.assign(state, {
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenAmount: toTokenAmount,
    toTokenAmount: sourceTokenAmount,
  })
}

/**
 * Sets the source amount (a decimal string) and fetches a quote for the target amount. The
 * quote route speaks base units, as build-transaction does: the amount goes out in the source
 * token's base units and `toAmount` comes back in the target token's.
 */
export async function quoteSwap(
  state: SwapState,
  client: ApiClient,
  params: { amount: string; userAddress: string },
): Promise<void> {
  state.sourceTokenAmount = params.amount
  if (!state.sourceToken || !state.toToken || !params.amount) return
  state.loadingQuote = true
  state.error = undefined
  try {
    const { quotes } = await getSwapQuotes(client, {
      amount: parseUnits(params.amount, state.sourceToken.decimals).toString(),
      userAddress: params.userAddress,
      from: state.sourceToken.address,
      to: state.toToken.address,
      gasPrice: state.gasPrice ?? '0',
    })
    const toAmount = quotes[0]?.toAmount
    state.toTokenAmount =
      toAmount === undefined ? '' : formatUnits(BigInt(toAmount), state.toToken.decimals)
  } catch (error) {
    state.error = error instanceof Error ? error.message : String(error)
    state.toTokenAmount = ''
  } finally {
    state.loadingQuote = false
  }
}

/** Resets the swap state. */
export function resetSwap(state: SwapState): void {
  Object.assign(state, initialSwap())
}
