import type { AppKit } from '../client/AppKit'
import { useAppKitInstance } from './AppKitProvider'

/** What {@link useAppKit} returns. */
export type UseAppKitReturnType = Pick<AppKit, 'open' | 'close'>

/**
 * Opens and closes the modal.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = useAppKitInstance()
  return { open: appKit.open, close: appKit.close }
}
