import type { Approver } from './approval/createApprover'
import type { EventEmitter } from './createEventEmitter'
import type { WalletState } from './createWalletState'
import type { RpcForwarder } from './rpc/createRpcForwarder'

/** What each request handler works with: the state, consent, the chain RPC and the events. */
export type WalletContext = {
  readonly state: WalletState
  readonly approve: Approver
  readonly forward: RpcForwarder
  readonly events: EventEmitter
  /** The site name shown in the connect prompt. */
  readonly origin: string
}

/** A handler of some methods: returns `unhandled` for a method it does not own. */
export type RequestHandler = (
  context: WalletContext,
  method: string,
  params: readonly unknown[],
) => Promise<unknown>

/** Returned by a handler for a method it does not own. */
export const unhandled: unique symbol = Symbol('unhandled')
