import { proxy } from 'valtio'

/** The account a SIWX session signed in (what a dapp reads as "signed in as"). */
export type SiwxSessionAccount = { chainId: string; accountAddress: string }

/** SIWX state: whether the active account has a session, and the last connected network. */
export type SiwxState = {
  hasSession: boolean
  /** The signed-in network and address while `hasSession`, else undefined. */
  session: SiwxSessionAccount | undefined
  /** The network of the last successful sign-in (CAIP-2). */
  lastConnectedNetworkId: string | undefined
  signing: boolean
}

/** Creates the SIWX state (optionally with the stored last connected network). */
export function createSiwxState(lastConnectedNetworkId?: string): SiwxState {
  return proxy<SiwxState>({
    hasSession: false,
    session: undefined,
    lastConnectedNetworkId,
    signing: false,
  })
}
