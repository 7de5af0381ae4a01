import { ConnectionRejectedError, ModalClosedError, type Wallet } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { type AppKitCore, RETRY_AFTER_MS } from '@appkit/core/internal'
import { useEffect, useState } from 'react'
import { findPairingAdapter } from './findPairingAdapter'

/** What the view shows: the pending pairing's URI, or why there is none. */
export type PairingState =
  | { status: 'unavailable' }
  | { status: 'pairing'; uri: string | undefined; retrying: boolean }
  | { status: 'rejected' }

/**
 * Runs the WalletConnect connection of the pairing adapter while the view is shown: core's
 * connect flow on the adapter's pairing connector, each new `wc:` URI in state, and the pairing
 * expiry rule of SPEC §5 and §9 — a URI counts as expired when under 10 s of its 4-minute
 * lifetime remain, and is then replaced by a fresh one (the same connect keeps waiting); a
 * failed connect is retried after 1 s; a rejection stops with the rejected state until `retry`.
 * Timers run on the instance clock. Success is left to core's flow (it closes the modal or
 * moves on).
 */
export function usePairing(
  core: AppKitCore,
  wallet: Wallet | undefined,
): { state: PairingState; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<PairingState>({
    status: 'pairing',
    uri: undefined,
    retrying: false,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the connection (retry)
  useEffect(() => {
    const adapter = findPairingAdapter(core)
    if (!adapter) {
      setState({ status: 'unavailable' })
      return
    }
    const { clock } = core.services
    const { getPairingExpiry, getPairingRefreshDelay } = controllers.pairing
    let active = true
    let expiryTimer: unknown
    let retryTimer: unknown
    const stopUri = adapter.subscribePairingUri((uri) => {
      if (!active) return
      setState({ status: 'pairing', uri, retrying: false })
      clock.clearTimeout(expiryTimer)
      const delay = getPairingRefreshDelay(getPairingExpiry(uri, clock.now()), clock.now())
      expiryTimer = clock.setTimeout(() => active && adapter.refreshPairingUri(), delay)
    })
    const connect = () => {
      flows
        .connectWallet(core, {
          namespace: adapter.namespace,
          connectorId: adapter.pairingConnectorId,
          ...(wallet ? { wallet } : {}),
        })
        .catch((error: unknown) => {
          if (!active || error instanceof ModalClosedError) return
          if (error instanceof ConnectionRejectedError) {
            clock.clearTimeout(expiryTimer)
            setState({ status: 'rejected' })
            return
          }
          setState((current) =>
            current.status === 'pairing' ? { ...current, retrying: true } : current,
          )
          retryTimer = clock.setTimeout(() => active && connect(), RETRY_AFTER_MS)
        })
    }
    setState({ status: 'pairing', uri: undefined, retrying: false })
    connect()
    return () => {
      active = false
      // The visitor left: end the pending connect now rather than when its pairing expires.
      adapter.cancelPairingUri()
      stopUri()
      clock.clearTimeout(expiryTimer)
      clock.clearTimeout(retryTimer)
    }
  }, [core, wallet, attempt])

  return { state, retry: () => setAttempt((count) => count + 1) }
}
