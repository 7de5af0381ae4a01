import type { SiwxState } from '@appkit/core/internal'
import { useEffect } from 'react'
import { useAppKitInstance } from './AppKitProvider'
import { useAppKitAccount } from './useAppKitAccount'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** What {@link useAppKitSiwx} returns. */
export type UseAppKitSiwxReturnType = {
  /** True while the active address has a SIWX session on the active network. */
  isSignedIn: boolean
  /** The signed-in network and address, or undefined. */
  session: SiwxState['session']
  /** True while the wallet is asked to sign in. */
  signing: boolean
  /** Signs out (a server session is revoked with the wallet's signature). */
  signOut: () => Promise<void>
  /** Re-reads the session from the `siwx` storage (e.g. after a revocation elsewhere). */
  refresh: () => Promise<unknown>
}

/**
 * Sign-in with a wallet (SIWX) for the dapp: whether the active account is signed in, as which
 * network and address, and sign-out. Successes and failures also come as the events
 * SIWX_AUTH_SUCCESS and SIWX_AUTH_ERROR (`useAppKitEvents`). Whenever the connected account
 * changes (a reconnect after a reload included), the session is re-read from the `siwx` storage,
 * so a server session shows as soon as the page is connected again.
 *
 * @example
 * const { isSignedIn, session, signOut } = useAppKitSiwx()
 */
export function useAppKitSiwx(): UseAppKitSiwxReturnType {
  const appKit = useAppKitInstance()
  const siwx = useInstanceSnapshot(appKit, 'siwx')
  const { caipAddress } = useAppKitAccount()
  useEffect(() => {
    // A failed read leaves the state as it is; the sign-in flow reports its own errors.
    if (caipAddress) appKit.getSiwxSession().catch(() => {})
  }, [appKit, caipAddress])
  return {
    isSignedIn: siwx.hasSession,
    session: siwx.session ? { ...siwx.session } : undefined,
    signing: siwx.signing,
    signOut: appKit.signOutSiwx,
    refresh: appKit.getSiwxSession,
  }
}
