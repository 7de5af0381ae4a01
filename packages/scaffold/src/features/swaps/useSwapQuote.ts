import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'

/** The quote shown for an amount: loading, the target amount, or failed. */
export type SwapQuote =
  | { status: 'idle' }
  | { status: 'loading'; amount: string }
  | { status: 'ready'; amount: string; toAmount: string }
  | { status: 'failed'; amount: string }

/** SPEC §9 'debounce 500 ms': the pause after typing before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 500

/**
 * Quotes `amount` of the selected source token (GET /v1/convert/quotes through core's swap
 * controller) 500 ms after the last change of the amount or tokens. Only the latest request may
 * set the quote, so a slow answer for an older amount never shows. `quoteNow` asks at once
 * (before a swap) and resolves when the quote is in.
 */
export function useSwapQuote(
  core: AppKitCore,
  params: { amount: string; userAddress: string | undefined; pair: string },
): { quote: SwapQuote; quoteNow: () => Promise<void> } {
  const { amount, userAddress, pair } = params
  const [quote, setQuote] = useState<SwapQuote>({ status: 'idle' })
  const latest = useRef(0)

  const run = useCallback(async () => {
    const id = ++latest.current
    if (!amount || !userAddress || Number(amount) <= 0) {
      setQuote({ status: 'idle' })
      return
    }
    setQuote({ status: 'loading', amount })
    await controllers.swap.quoteSwap(core.swap, core.api.blockchain, { amount, userAddress })
    if (id !== latest.current) return
    const { toTokenAmount, error } = core.swap
    setQuote(
      error || !toTokenAmount
        ? { status: 'failed', amount }
        : { status: 'ready', amount, toAmount: toTokenAmount },
    )
  }, [core, amount, userAddress])

  useEffect(() => {
    // Re-quote when the pair changes too.
    void pair
    const clock = core.services.clock
    const timer = clock.setTimeout(() => void run(), QUOTE_DEBOUNCE_MS)
    return () => {
      clock.clearTimeout(timer)
      latest.current++
    }
  }, [core, run, pair])

  return { quote, quoteNow: run }
}
