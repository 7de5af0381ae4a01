import { getCompiledTransactionMessageDecoder } from '@solana/kit'
import type { CompiledMessage } from '../decodeWireTransaction'
import type { SolanaDevChain } from '../SolanaDevChain'
import { invalidParams } from '../SolanaRpcError'
import { SOLANA_DEVNET_GENESIS_HASH } from '../slotClock'
import { transactionFee } from '../transactionFee'
import { API_VERSION, commitmentOf, configAt, type SolanaRpcMethod, withContext } from './rpcParams'

function blockhashAt(chain: SolanaDevChain, params: readonly unknown[], index: number) {
  const slot = chain.clock.slotAt(commitmentOf(configAt(params, index)))
  const blockhash = chain.clock.blockhashOf(slot)
  return { slot, blockhash, lastValidBlockHeight: chain.clock.lastValidBlockHeight(blockhash)! }
}

/** Cluster reads: slots, blockhashes, epoch, fees, health, version and genesis hash. */
export const clusterMethods: Record<string, SolanaRpcMethod> = {
  getLatestBlockhash(params, chain) {
    const { slot, blockhash, lastValidBlockHeight } = blockhashAt(chain, params, 0)
    return withContext(slot, { blockhash, lastValidBlockHeight })
  },
  isBlockhashValid(params, chain) {
    if (typeof params[0] !== 'string') throw invalidParams('expected a blockhash')
    return withContext(chain.clock.slot, chain.clock.isValid(params[0]))
  },
  getFeeForMessage(params, chain) {
    if (typeof params[0] !== 'string') throw invalidParams('expected a base64 message')
    let message: CompiledMessage
    try {
      message = getCompiledTransactionMessageDecoder().decode(
        Buffer.from(params[0], 'base64'),
      ) as unknown as CompiledMessage
    } catch {
      throw invalidParams('invalid message')
    }
    const slot = chain.clock.slotAt(commitmentOf(configAt(params, 1)))
    return withContext(
      slot,
      chain.clock.isValid(message.lifetimeToken) ? transactionFee(message) : null,
    )
  },
  getSlot(params, chain) {
    return chain.clock.slotAt(commitmentOf(configAt(params, 0)))
  },
  getBlockHeight(params, chain) {
    return chain.clock.slotAt(commitmentOf(configAt(params, 0)))
  },
  getEpochInfo(params, chain) {
    const slot = chain.clock.slotAt(commitmentOf(configAt(params, 0)))
    const slotsInEpoch = Number(chain.svm.getEpochSchedule().slotsPerEpoch)
    return {
      absoluteSlot: slot,
      blockHeight: slot,
      epoch: Math.floor(slot / slotsInEpoch),
      slotIndex: slot % slotsInEpoch,
      slotsInEpoch,
      transactionCount: chain.transactionCount,
    }
  },
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 0 }),
  getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,
}
