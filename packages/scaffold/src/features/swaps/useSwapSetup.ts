import type { CaipNetwork } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'
import { useEffect, useState } from 'react'
import type { MessageKey } from '../../i18n/translate'
import { getSwapErrorKey } from './getSwapErrorKey'

/** Where loading the swap tokens stands: loading, ready, or failed with a catalogue message. */
export type SwapSetup = { status: 'loading' | 'ready' } | { status: 'failed'; error: MessageKey }

/**
 * Starts a fresh swap on `network` when the panel opens or the network changes: resets core's
 * swap state, loads the tokens and gas price (GET /v1/convert/tokens and /gas-price, 'Network
 * not supported for Swaps' off the swap networks), and preselects the first two tokens.
 */
export function useSwapSetup(core: AppKitCore, network: CaipNetwork | undefined): SwapSetup {
  const [setup, setSetup] = useState<SwapSetup>({ status: 'loading' })
  useEffect(() => {
    if (!network) return
    let live = true
    const swap = core.swap
    controllers.swap.resetSwap(swap)
    setSetup({ status: 'loading' })
    controllers.swap
      .initializeSwap(swap, core.api.blockchain, network)
      .then(() => {
        if (!live) return
        const [first, second] = swap.tokens
        controllers.swap.setSourceToken(swap, first)
        controllers.swap.setToToken(swap, second)
        setSetup(
          swap.tokens.length < 2
            ? { status: 'failed', error: 'swap.networkNotSupported' }
            : { status: 'ready' },
        )
      })
      .catch((error: unknown) => {
        if (!live) return
        const key = getSwapErrorKey(error)
        setSetup({
          status: 'failed',
          error: key === 'swap.failed' ? 'swap.tokensUnavailable' : key,
        })
      })
    return () => {
      live = false
    }
  }, [core, network])
  return setup
}
