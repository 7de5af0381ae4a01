import { proxy } from 'valtio'
import type { ApiSwapToken } from '../../api/blockchainSchemas'
import { SWAP_SLIPPAGE_TOLERANCE } from '../../constants/limitConstants'

// The swap state alone, which every instance creates: its actions (swap.ts) load with the
// code that runs them, never with the first load.

/** Swap state: tokens, amounts, gas price, slippage and flags. */
export type SwapState = {
  tokens: ApiSwapToken[]
  sourceToken: ApiSwapToken | undefined
  sourceTokenAmount: string
  toToken: ApiSwapToken | undefined
  toTokenAmount: string
  gasPrice: string | undefined
  slippage: number
  loadingQuote: boolean
  error: string | undefined
  initialized: boolean
  /** Where the swap execution stands (see executeSwap). */
  status: SwapStatus
  /** USD prices of the selected tokens, by token address (POST /v1/fungible/price). */
  prices: Record<string, number>
  /** The hash of the approval transaction, when one was needed. */
  approvalHash: string | undefined
  /** The hash of the swap transaction. */
  swapHash: string | undefined
}

/**
 * The swap execution: idle, then checking the allowance, approving when it is too low,
 * building the swap transaction, sending it; success or error at the end.
 */
export type SwapStatus =
  | 'idle'
  | 'checkingAllowance'
  | 'approving'
  | 'building'
  | 'sending'
  | 'success'
  | 'error'

/** The swap state's initial values (slippage 1, SPEC §9). */
export function initialSwap(): SwapState {
  return {
    tokens: [],
    sourceToken: undefined,
    sourceTokenAmount: '',
    toToken: undefined,
    toTokenAmount: '',
    gasPrice: undefined,
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    loadingQuote: false,
    error: undefined,
    initialized: false,
    status: 'idle',
    prices: {},
    approvalHash: undefined,
    swapHash: undefined,
  }
}

/** Creates a swap state with slippage 1 (SPEC §9). */
export function createSwap(): SwapState {
  return proxy<SwapState>(initialSwap())
}
