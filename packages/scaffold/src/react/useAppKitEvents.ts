import type { AppKitEventPayload } from '../client/AppKit'
import { readLastEvent } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/**
 * The modal's last event ({ timestamp, data: { type, event, properties } }); undefined
 * before the first.
 *
 * @example
 * const event = useAppKitEvents()
 * useEffect(() => log(event?.data.event), [event])
 */
export function useAppKitEvents(): AppKitEventPayload | undefined {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const events = useInstanceSnapshot(appKit, 'events')
  return readLastEvent({ events } as unknown as typeof core)
}
