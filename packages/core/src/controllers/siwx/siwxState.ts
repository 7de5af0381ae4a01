import { proxy } from 'valtio'

/** SIWX state: whether the active account has a session, and the last connected network. */
export type SiwxState = {
  hasSession: boolean
  /** The network of the last successful sign-in (CAIP-2). */
  lastConnectedNetworkId: string | undefined
  signing: boolean
}

/** Creates the SIWX state (optionally with the stored last connected network). */
export function createSiwxState(lastConnectedNetworkId?: string): SiwxState {
  return proxy<SiwxState>({ hasSession: false, lastConnectedNetworkId, signing: false })
}
