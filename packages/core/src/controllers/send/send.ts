import { ref } from 'valtio'
import type { ApiTokenBalance } from '../../api/blockchainSchemas'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../../errors/sendErrors'
import { initialSend, type PreparedSend, type SendState } from './sendState'

// The state lives in its own module, so an instance is created without the send actions.
export { createSend, type PreparedSend, type SendState } from './sendState'

/** Sets the token to send. */
export function setSendToken(state: SendState, token: ApiTokenBalance | undefined): void {
  const key = (t: ApiTokenBalance | undefined) => (t ? `${t.chainId}/${t.address ?? ''}` : '')
  if (key(state.token) !== key(token)) state.prepared = undefined
  state.token = token ? ref({ ...token }) : undefined
}

/** Sets the amount (a decimal string). */
export function setSendAmount(state: SendState, amount: string | undefined): void {
  if (state.amount !== amount) state.prepared = undefined
  state.amount = amount
}

/** Sets the receiver and, if known, its name. */
export function setSendReceiver(
  state: SendState,
  address: string | undefined,
  profileName?: string,
): void {
  if (state.receiverAddress !== address) state.prepared = undefined
  state.receiverAddress = address
  state.receiverProfileName = profileName
}

/** Records the priced transfer of the current send (kept out of the proxy: it holds bigints). */
export function setPreparedSend(state: SendState, prepared: PreparedSend | undefined): void {
  state.prepared = prepared ? ref(prepared) : undefined
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
