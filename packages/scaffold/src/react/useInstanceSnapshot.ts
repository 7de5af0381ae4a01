import { useCallback, useSyncExternalStore } from 'react'
import { type Snapshot, snapshot, subscribe } from 'valtio'
import type { AppKit } from '../client/AppKit'
import type { InstanceStores } from '../client/captureHydrationState'

/**
 * A snapshot of one of the instance's states that re-renders on change. Server rendering reads
 * the current state; hydration in the browser reads the state as the server had it (see
 * `captureHydrationState`), then the current one.
 */
export function useInstanceSnapshot<K extends keyof InstanceStores>(
  appKit: AppKit,
  key: K,
): Snapshot<InstanceStores[K]> {
  const state = (
    key === 'lifecycle' ? appKit.lifecycle : appKit.core[key as Exclude<K, 'lifecycle'>]
  ) as InstanceStores[K]
  const onChange = useCallback((notify: () => void) => subscribe(state, notify), [state])
  const current = useCallback(() => snapshot(state), [state])
  const server = useCallback(
    () => (typeof window === 'undefined' ? snapshot(state) : appKit.hydrationState[key]),
    [state, appKit, key],
  )
  return useSyncExternalStore(onChange, current, server) as Snapshot<InstanceStores[K]>
}
