import { type Address, encodeFunctionData, isAddress, parseAbi } from 'viem'
import type { SwapPoolConfig, TokenConfig } from '../config'
import { BadRequestError, UpstreamError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import type { ChainClient } from './ChainClients'
import { parseChainId } from './requireChain'

/** The EVM native-coin placeholder address of the swap routes (SPEC §9). */
export const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The calls the routes make on a DevSwapPool (contracts/DevSwapPool.sol in @appkit/test). */
export const swapPoolAbi = parseAbi([
  'function quoteNativeToToken(uint256 amountIn) view returns (uint256)',
  'function quoteTokenToNative(uint256 amountIn) view returns (uint256)',
  'function swapNativeForToken(uint256 minOut) payable returns (uint256 out)',
  'function swapTokenForNative(uint256 amountIn, uint256 minOut) returns (uint256 out)',
])

/** A chain that has a swap pool. */
export type SwapChain = ChainClient & { swap: SwapPoolConfig }

/** One side of a swap: the native coin or the pool's token, on a chain with a pool. */
export type SwapSide = { chain: SwapChain; native: boolean; address: Address; caip10: string }

/** JSON schema of a CAIP-10 EVM address (`eip155:1:0xabc…`). */
export const caip10Schema = {
  type: 'string',
  pattern: '^eip155:[0-9]{1,10}:0x[0-9a-fA-F]{40}$',
} as const

const SWAPS_UNSUPPORTED = 'Network not supported for Swaps'

/** The chain of `chainId` (CAIP-2 or bare) when it has a swap pool; else `message` (400). */
export function requireSwapChain(
  ctx: AppContext,
  chainId: string | number,
  message = SWAPS_UNSUPPORTED,
): SwapChain {
  const id = typeof chainId === 'number' ? chainId : parseChainId(chainId)
  const chain = ctx.chains.get(id)
  if (!chain?.config.swap) throw new BadRequestError(message)
  return { ...chain, swap: chain.config.swap }
}

/** The pool's token entry of the chain's token list (its symbol, name and decimals). */
export function swapTokenConfig(chain: SwapChain): TokenConfig {
  const token = chain.config.tokens?.find(
    (t) => t.address.toLowerCase() === chain.swap.token.toLowerCase(),
  )
  if (!token) throw new BadRequestError(SWAPS_UNSUPPORTED)
  return token
}

/**
 * Reads a CAIP-10 token address of a swap: the native placeholder or the pool's token on a chain
 * with a pool ('Network not supported for Swaps' otherwise, 'Token not supported for Swaps' for
 * any other token).
 */
export function parseSwapSide(ctx: AppContext, caip10: string): SwapSide {
  const [namespace, chainId, address] = caip10.split(':')
  if (namespace !== 'eip155' || !chainId || !address || !isAddress(address, { strict: false }))
    throw new BadRequestError(`Invalid CAIP-10 address: ${caip10}`)
  const chain = requireSwapChain(ctx, chainId)
  const lower = address.toLowerCase()
  if (lower === NATIVE_PLACEHOLDER) return { chain, native: true, address, caip10 }
  if (lower === chain.swap.token.toLowerCase()) return { chain, native: false, address, caip10 }
  throw new BadRequestError('Token not supported for Swaps')
}

/** The two sides of a swap: both on one chain, one native and one the pool's token. */
export function parseSwapPair(
  ctx: AppContext,
  from: string,
  to: string,
): { from: SwapSide; to: SwapSide } {
  const pair = { from: parseSwapSide(ctx, from), to: parseSwapSide(ctx, to) }
  if (pair.from.chain.config.chainId !== pair.to.chain.config.chainId)
    throw new BadRequestError('Both tokens of a swap must be on one network')
  if (pair.from.native === pair.to.native) throw new BadRequestError('Token pair not supported')
  return pair
}

/** What `amount` (base units of `from`) buys now, in base units of the other side. */
export async function quotePool(from: SwapSide, amount: bigint): Promise<bigint> {
  try {
    return await from.chain.client.readContract({
      address: from.chain.swap.pool,
      abi: swapPoolAbi,
      functionName: from.native ? 'quoteNativeToToken' : 'quoteTokenToNative',
      args: [amount],
    })
  } catch (error) {
    throw new UpstreamError('Swap pool unreachable', error)
  }
}

/**
 * The pool call that sells `amount` of `from` for at least the quote less `slippage` percent
 * (0 to 50): its target, calldata and native value.
 */
export function buildPoolSwap(
  from: SwapSide,
  amount: bigint,
  quote: bigint,
  slippage: number,
): { to: Address; data: `0x${string}`; value: bigint } {
  const minOut = (quote * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
  const data = from.native
    ? encodeFunctionData({ abi: swapPoolAbi, functionName: 'swapNativeForToken', args: [minOut] })
    : encodeFunctionData({
        abi: swapPoolAbi,
        functionName: 'swapTokenForNative',
        args: [amount, minOut],
      })
  return { to: from.chain.swap.pool, data, value: from.native ? amount : 0n }
}
