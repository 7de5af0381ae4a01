import type { SolanaDevChain } from '../SolanaDevChain'
import { invalidParams, SolanaRpcError } from '../SolanaRpcError'
import type { Commitment } from '../slotClock'
import { encodeMeta, encodeTransaction } from './encodeTransaction'
import {
  addressAt,
  checkSignature,
  commitmentOf,
  configAt,
  type SolanaRpcMethod,
  withContext,
} from './rpcParams'

const MAX_SIGNATURE_STATUSES = 256
const MAX_SIGNATURES_FOR_ADDRESS = 1000

function atLeastConfirmed(config: Record<string, unknown>): Commitment {
  const commitment = commitmentOf(config)
  if (commitment === 'processed') {
    throw invalidParams('Method does not support commitment below `confirmed`')
  }
  return commitment
}

function landed(chain: SolanaDevChain, signature: string, commitment: Commitment) {
  const record = chain.transactions.get(signature)
  return record && chain.clock.reached(record.slot, commitment) ? record : undefined
}

/** Transaction history: getSignatureStatuses, getSignaturesForAddress, getTransaction. */
export const historyMethods: Record<string, SolanaRpcMethod> = {
  getSignatureStatuses(params, chain) {
    const signatures = params[0]
    if (!Array.isArray(signatures)) throw invalidParams('expected an array of signatures')
    if (signatures.length > MAX_SIGNATURE_STATUSES) {
      throw invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`)
    }
    const value = signatures.map((signature) => {
      const record = chain.transactions.get(checkSignature(signature))
      if (!record) return null
      const status = chain.clock.commitmentOf(record.slot)!
      return {
        confirmationStatus: status,
        confirmations: status === 'finalized' ? null : chain.clock.slot - record.slot,
        err: record.err,
        slot: record.slot,
        status: record.err === null ? { Ok: null } : { Err: record.err },
      }
    })
    return withContext(chain.clock.slot, value)
  },
  getSignaturesForAddress(params, chain) {
    const address = addressAt(params, 0)
    const config = configAt(params, 1)
    const commitment = atLeastConfirmed(config)
    const limit = (config.limit as number | undefined) ?? MAX_SIGNATURES_FOR_ADDRESS
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SIGNATURES_FOR_ADDRESS) {
      throw invalidParams(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`)
    }
    let signatures = chain
      .signaturesFor(address)
      .filter((signature) => landed(chain, signature, commitment))
    if (typeof config.before === 'string') {
      const at = signatures.indexOf(checkSignature(config.before))
      signatures = at < 0 ? [] : signatures.slice(at + 1)
    }
    if (typeof config.until === 'string') {
      const at = signatures.indexOf(checkSignature(config.until))
      if (at >= 0) signatures = signatures.slice(0, at)
    }
    return signatures.slice(0, limit).map((signature) => {
      const record = chain.transactions.get(signature)!
      return {
        blockTime: record.blockTime,
        confirmationStatus: chain.clock.commitmentOf(record.slot),
        err: record.err,
        memo: null,
        signature,
        slot: record.slot,
      }
    })
  },
  getTransaction(params, chain) {
    const signature = checkSignature(params[0])
    const config = configAt(params, 1)
    const encoding = (config.encoding as string | undefined) ?? 'json'
    if (!['json', 'base64', 'base58'].includes(encoding)) {
      throw invalidParams(
        `unsupported encoding: ${encoding} (this devnet serves json, base64 and base58)`,
      )
    }
    const record = landed(chain, signature, atLeastConfirmed(config))
    if (!record) return null
    const maxVersion = config.maxSupportedTransactionVersion as number | undefined
    const version = record.wire.message.version
    if (version === 0 && maxVersion === undefined) {
      throw new SolanaRpcError(
        -32015,
        'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
      )
    }
    return {
      blockTime: record.blockTime,
      meta: encodeMeta(record),
      slot: record.slot,
      transaction: encodeTransaction(record, encoding),
      ...(maxVersion === undefined ? {} : { version }),
    }
  },
}
