import { createContext, type ReactNode, useContext } from 'react'
import type { AppKit } from '../client/AppKit'
import { MissingAppKitError, ModalContext } from '../host/ModalContext'
import { getCurrentAppKit } from './currentAppKit'

const AppKitInstanceContext = createContext<AppKit | null>(null)

/** Props of {@link AppKitProvider}. */
export type AppKitProviderProps = { instance: AppKit; children: ReactNode }

/**
 * Makes the hooks and buttons below it use `instance`. Optional with one instance (hooks use
 * the last one createAppKit made); needed to use several on one page.
 *
 * @example
 * <AppKitProvider instance={appKit}><AppKitButton /></AppKitProvider>
 */
export function AppKitProvider({ instance, children }: AppKitProviderProps) {
  return (
    <AppKitInstanceContext.Provider value={instance}>{children}</AppKitInstanceContext.Provider>
  )
}

/**
 * The instance the hooks use: the nearest `<AppKitProvider>`, the modal's own, or the last one
 * createAppKit made. Throws 'Please call createAppKit before using useAppKit hook' otherwise.
 */
export function useAppKitInstance(): AppKit {
  const provided = useContext(AppKitInstanceContext)
  const modal = useContext(ModalContext)
  const instance = provided ?? modal?.appKit ?? getCurrentAppKit()
  if (!instance) throw new MissingAppKitError()
  return instance
}
