import {
  ConnectionRejectedError,
  type Connector,
  ConnectorChainsNotSupportedError,
  ModalClosedError,
  walkErrorChain,
} from '@appkit/core'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { toRecentWallet } from '../walletEntries/WalletEntry'

/** The state of a connection attempt. */
export type ExternalConnectionStatus = 'pending' | 'rejected' | 'unsupportedChains' | 'error'

/**
 * Connects `connector` through its adapter once when the view opens, and again on `retry`.
 * A user rejection (4001 / 5000, recognised by core) is 'rejected'; a connector that supports
 * none of the requested chains (SPEC §5) 'unsupportedChains'; other failures 'error'.
 * On success core decides what follows (SIWX, Account when embedded, or close).
 */
export function useExternalConnection(
  core: AppKitCore,
  connector: Connector | undefined,
): { status: ExternalConnectionStatus; retry: () => void } {
  const [status, setStatus] = useState<ExternalConnectionStatus>('pending')
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)
  useEffect(() => {
    if (!connector || started.current === attempt) return
    started.current = attempt
    setStatus('pending')
    flows
      .connectWallet(core, {
        namespace: connector.chain,
        connectorId: connector.id,
        wallet: toRecentWallet(connector),
      })
      .catch((error: unknown) => {
        if (error instanceof ModalClosedError) return
        const unsupported = walkErrorChain(
          error,
          (cause) => cause instanceof ConnectorChainsNotSupportedError,
        )
        setStatus(
          error instanceof ConnectionRejectedError
            ? 'rejected'
            : unsupported
              ? 'unsupportedChains'
              : 'error',
        )
      })
  }, [core, connector, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { status, retry }
}
