import type { AppKitCore } from '@appkit/core/internal'
import { createContext, useContext } from 'react'
import type { AppKit } from '../client/AppKit'
import type { Translate } from '../i18n/translate'
import type { ViewLoaders } from '../views/viewModule'

/**
 * What every view and button reads: the instance's core (valtio state; read it with
 * `useSnapshot`, change it through core's actions and flows) and the translate function.
 */
export type ModalContextValue = {
  core: AppKitCore
  t: Translate
  /** The instance createAppKit made (its options, open/close); absent in bare view tests. */
  appKit?: AppKit
  /** The views the host can show (a view offers a path only when its target exists). */
  views?: ViewLoaders
}

/** Provided by the modal host and by `<AppKitProvider>`; absent before createAppKit. */
export const ModalContext = createContext<ModalContextValue | null>(null)

/** Error thrown by a view or hook used outside an instance. */
export class MissingAppKitError extends Error {
  override name = 'MissingAppKitError'
  constructor() {
    super('Please call createAppKit before using useAppKit hook')
  }
}

/** The instance's context; throws 'Please call createAppKit before using useAppKit hook'. */
export function useModalContext(): ModalContextValue {
  const value = useContext(ModalContext)
  if (!value) throw new MissingAppKitError()
  return value
}
