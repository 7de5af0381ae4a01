import { proxy, ref } from 'valtio'
import type { ApiTokenBalance } from '../../api/blockchainSchemas'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../../errors/sendErrors'

/** Send state: the token, amount, receiver and loading flag. */
export type SendState = {
  token: ApiTokenBalance | undefined
  amount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  loading: boolean
  /** The hash of the last sent transaction. */
  lastHash: string | undefined
}

function initialSend(): SendState {
  return {
    token: undefined,
    amount: undefined,
    receiverAddress: undefined,
    receiverProfileName: undefined,
    loading: false,
    lastHash: undefined,
  }
}

/** Creates an empty send state. */
export function createSend(): SendState {
  return proxy<SendState>(initialSend())
}

/** Sets the token to send. */
export function setSendToken(state: SendState, token: ApiTokenBalance | undefined): void {
  state.token = token ? ref({ ...token }) : undefined
}

/** Sets the amount (a decimal string). */
export function setSendAmount(state: SendState, amount: string | undefined): void {
  state.amount = amount
}

/** Sets the receiver and, if known, its name. */
export function setSendReceiver(
  state: SendState,
  address: string | undefined,
  profileName?: string,
): void {
  state.receiverAddress = address
  state.receiverProfileName = profileName
}

/** Resets the send state (SPEC §4 'reset send state'). */
export function resetSend(state: SendState): void {
  Object.assign(state, initialSend())
}

/** A validated send request. */
export type ValidSend = { token: ApiTokenBalance; amount: string; receiverAddress: string }

/**
 * Checks the send state: 'An amount and receiver address are required', 'A token is
 * required' (SPEC §8).
 */
export function validateSend(state: SendState): ValidSend {
  if (!state.amount || !state.receiverAddress) throw new SendAmountAndReceiverRequiredError()
  if (!state.token) throw new SendTokenRequiredError()
  return { token: state.token, amount: state.amount, receiverAddress: state.receiverAddress }
}
