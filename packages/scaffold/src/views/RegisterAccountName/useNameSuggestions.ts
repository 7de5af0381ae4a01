import * as flows from '@appkit/core/flows'
import { type AppKitCore, DEBOUNCE_MS } from '@appkit/core/internal'
import type { NameSuggestionItem } from '@appkit/ui'
import { useEffect, useState } from 'react'

/** What {@link useNameSuggestions} returns. */
export type NameSuggestionsState = { suggestions: NameSuggestionItem[]; failed: boolean }

/**
 * The name service's suggestions for `value`, asked 500 ms after the last keystroke (SPEC §9
 * 'debounce 500 ms') and only for a valid name; a late answer for an older value is dropped.
 */
export function useNameSuggestions(core: AppKitCore, value: string): NameSuggestionsState {
  const [state, setState] = useState<NameSuggestionsState>({ suggestions: [], failed: false })
  useEffect(() => {
    let current = true
    if (!flows.isValidAccountName(value)) {
      setState({ suggestions: [], failed: false })
      return
    }
    const { clock } = core.services
    const timer = clock.setTimeout(() => {
      flows.suggestAccountNames(core, value).then(
        (suggestions) => current && setState({ suggestions, failed: false }),
        () => current && setState({ suggestions: [], failed: true }),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clock.clearTimeout(timer)
    }
  }, [core, value])
  return state
}
