import * as z from 'zod/mini'
import type { ApiClient } from '../../api/apiClient'
import {
  buildSwapApproveTransaction,
  buildSwapTransaction,
  getSwapAllowance,
  getTokenPrices,
} from '../../api/blockchainApi'
import { SwapsNetworkNotSupportedError } from '../../errors/chainErrors'
import { InvalidResponseBodyError } from '../../errors/InvalidResponseBodyError'
import { SwapNotReadyError } from '../../errors/swapErrors'
import { parseUnits } from '../../format/units'
import type { CaipNetwork } from '../../types/network'
import { isSwapNetwork, type SwapState } from './swap'

/** A transaction the swap API built (approve or swap), ready for the wallet. */
export type SwapTransaction = { to: string; data: string; value: bigint }

const builtTransactionSchema = z.object({
  tx: z.object({
    to: z.string(),
    data: z.string(),
    value: z.optional(z.union([z.string(), z.number()])),
  }),
})

/** The address part of a CAIP-10 token address (`eip155:1:0xabc` → `0xabc`). */
function plainAddress(address: string): string {
  return address.split(':').at(-1) ?? address
}

/**
 * Reads the `tx` of a build-approve or build-transaction answer (the spec does not show the
 * body; this reads `tx.to`, `tx.data` and an optional `tx.value`). A body without them is an
 * InvalidResponseBodyError, never a crash.
 */
export function readSwapTransaction(body: unknown, url: string): SwapTransaction {
  const parsed = builtTransactionSchema.safeParse(body)
  if (!parsed.success) throw new InvalidResponseBodyError({ url, issues: ['tx: Required'] })
  const { to, data, value } = parsed.data.tx
  return { to: plainAddress(to), data, value: BigInt(value ?? 0) }
}

/** The native-token placeholder address of EVM swaps (no allowance needed). */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** Parameters of {@link executeSwap}. */
export type ExecuteSwapParameters = {
  network: CaipNetwork | undefined
  userAddress: string
  /** Sends a built transaction through the wallet; resolves the hash. */
  send: (transaction: SwapTransaction) => Promise<string>
}

/**
 * Runs the swap of the state's tokens and source amount: checks the allowance of the source
 * token (GET /v1/convert/allowance); when it is below the amount, builds the approval
 * (GET /v1/convert/build-approve) and sends it; then builds the swap (POST
 * /v1/convert/build-transaction, slippage from the state) and sends it. `status` follows each
 * step; a failure sets status 'error' and `error` and rethrows. Only on the 12 swap networks
 * ('Network not supported for Swaps'). Resolves the swap hash.
 */
export async function executeSwap(
  state: SwapState,
  client: ApiClient,
  parameters: ExecuteSwapParameters,
): Promise<string> {
  const { network, userAddress, send } = parameters
  if (!network || !isSwapNetwork(network)) throw new SwapsNetworkNotSupportedError()
  const { sourceToken, toToken, sourceTokenAmount } = state
  if (!sourceToken || !toToken || !sourceTokenAmount) throw new SwapNotReadyError()
  Object.assign(state, { error: undefined, approvalHash: undefined, swapHash: undefined })
  try {
    const amount = parseUnits(sourceTokenAmount, sourceToken.decimals)
    state.status = 'checkingAllowance'
    if (plainAddress(sourceToken.address).toLowerCase() !== NATIVE_PLACEHOLDER) {
      const { allowance } = await getSwapAllowance(client, {
        tokenAddress: sourceToken.address,
        userAddress,
      })
      if (BigInt(allowance) < amount) {
        state.status = 'approving'
        const approve = await buildSwapApproveTransaction(client, {
          userAddress,
          from: sourceToken.address,
          to: toToken.address,
        })
        state.approvalHash = await send(readSwapTransaction(approve, 'v1/convert/build-approve'))
      }
    }
    state.status = 'building'
    const built = await buildSwapTransaction(client, {
      amount: amount.toString(),
      from: sourceToken.address,
      to: toToken.address,
      userAddress,
      slippage: state.slippage,
    })
    const transaction = readSwapTransaction(built, 'v1/convert/build-transaction')
    state.status = 'sending'
    state.swapHash = await send(transaction)
    state.status = 'success'
    return state.swapHash
  } catch (error) {
    state.status = 'error'
    state.error = error instanceof Error ? error.message : String(error)
    throw error
  }
}

/**
 * Looks up the USD prices of the selected tokens (POST /v1/fungible/price) into
 * `state.prices`, by token address (answers are matched in request order). A failure leaves
 * the prices as they were and resolves false.
 */
export async function fetchSwapTokenPrices(state: SwapState, client: ApiClient): Promise<boolean> {
  const addresses = [state.sourceToken?.address, state.toToken?.address].filter(
    (a): a is string => a !== undefined,
  )
  if (addresses.length === 0) return false
  try {
    const { fungibles } = await getTokenPrices(client, { addresses })
    const prices = { ...state.prices }
    addresses.forEach((address, i) => {
      const price = fungibles[i]?.price
      if (price !== undefined) prices[address] = price
    })
    state.prices = prices
    return true
  } catch {
    return false
  }
}
