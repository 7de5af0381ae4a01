import { isUserRejection } from '@appkit/core'
import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import { type AppKitCore, RETRY_AFTER_MS } from '@appkit/core/internal'
import { useEffect, useState } from 'react'

/** What basic mode's view shows: the pending pairing, the declined state, or the session's accounts. */
export type BasicPairingState =
  | { status: 'pairing'; uri: string | undefined; retrying: boolean }
  | { status: 'rejected' }
  | { status: 'connected'; accounts: readonly string[] }

/**
 * Basic mode without an adapter (SPEC §2): pairs with the instance's WalletConnect client while
 * the view is shown, with the same rules as an adapter's pairing — each new `wc:` URI in state,
 * a URI replaced when under 10 s of its lifetime remain (SPEC §5), a failure retried after 1 s,
 * a rejection kept until `retry` — and once the wallet approved, the session's CAIP-10 accounts.
 */
export function useBasicPairing(
  core: AppKitCore,
  client: WalletConnectSessionHost,
): { state: BasicPairingState; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<BasicPairingState>({
    status: 'pairing',
    uri: undefined,
    retrying: false,
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the pairing (retry)
  useEffect(() => {
    const { clock } = core.services
    const { getPairingExpiry, getPairingRefreshDelay } = controllers.pairing
    let active = true
    let expiryTimer: unknown
    let retryTimer: unknown
    const showAccounts = () =>
      setState({
        status: 'connected',
        accounts: Object.values(client.getSessionAccounts()).flat(),
      })
    const stopUri = client.subscribePairingUri((uri) => {
      if (!active) return
      setState({ status: 'pairing', uri, retrying: false })
      clock.clearTimeout(expiryTimer)
      const delay = getPairingRefreshDelay(getPairingExpiry(uri, clock.now()), clock.now())
      expiryTimer = clock.setTimeout(() => active && client.refreshPairingUri(), delay)
    })
    const connect = () => {
      client.connect().then(
        () => {
          clock.clearTimeout(expiryTimer)
          if (active) showAccounts()
        },
        (error: unknown) => {
          if (!active) return
          if (isUserRejection(error)) {
            clock.clearTimeout(expiryTimer)
            setState({ status: 'rejected' })
            return
          }
          setState((current) =>
            current.status === 'pairing' ? { ...current, retrying: true } : current,
          )
          retryTimer = clock.setTimeout(() => active && connect(), RETRY_AFTER_MS)
        },
      )
    }
    if (client.isConnected()) showAccounts()
    else {
      setState({ status: 'pairing', uri: undefined, retrying: false })
      connect()
    }
    return () => {
      active = false
      client.cancelPairingUri()
      stopUri()
      clock.clearTimeout(expiryTimer)
      clock.clearTimeout(retryTimer)
    }
  }, [core, client, attempt])

  return { state, retry: () => setAttempt((count) => count + 1) }
}
