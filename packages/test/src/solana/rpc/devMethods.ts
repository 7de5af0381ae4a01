import { invalidParams } from '../SolanaRpcError'
import type { SolanaRpcMethod } from './rpcParams'

const MAX_ADVANCE = 10_000

/**
 * Methods of this devnet only (no real node has them), like anvil's `anvil_mine`:
 * `devnet_advanceSlots [count]` produces `count` slots at once, so a blockhash expires (151 slots)
 * or a transaction finalizes (32 slots) without waiting; answers the new slot.
 */
export const devMethods: Record<string, SolanaRpcMethod> = {
  devnet_advanceSlots(params, chain) {
    const count = params[0] ?? 1
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_ADVANCE) {
      throw invalidParams(`expected a slot count from 1 to ${MAX_ADVANCE}`)
    }
    for (let step = 0; step < count; step++) chain.advanceSlot()
    return chain.clock.slot
  },
}
