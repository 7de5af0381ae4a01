import { proxy } from 'valtio'
import type { ChainAdapterPreparedTransfer } from '../../adapter/ChainAdapter'
import type { ApiTokenBalance } from '../../api/blockchainSchemas'

/** A send priced before signing: its network fee (a decimal string) and the adapter's prepared transfer. */
export type PreparedSend = {
  /** The fee in the native currency, as a decimal string (e.g. '0.0000141'). */
  fee: string
  /** The native currency's symbol. */
  feeSymbol: string
  /** What the adapter sends once the visitor confirms. */
  transfer: ChainAdapterPreparedTransfer
}

/** Send state: the token, amount, receiver and loading flag. */
export type SendState = {
  token: ApiTokenBalance | undefined
  amount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  loading: boolean
  /** The hash of the last sent transaction. */
  lastHash: string | undefined
  /** The priced transfer of the current token, amount and receiver; cleared when one changes. */
  prepared: PreparedSend | undefined
}

/** The send state of a fresh instance, or after a reset. */
export function initialSend(): SendState {
  return {
    token: undefined,
    amount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    loading: false,
    lastHash: undefined,
    prepared: undefined,
  }
}

/** Creates an empty send state. */
export function createSend(): SendState {
  return proxy<SendState>(initialSend())
}
