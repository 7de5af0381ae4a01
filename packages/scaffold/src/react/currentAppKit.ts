import type { AppKit } from '../client/AppKit'

let current: AppKit | undefined
const listeners = new Set<(appKit: AppKit | undefined) => void>()

/** Makes `appKit` the instance hooks use without an `<AppKitProvider>` (the last one created). */
export function setCurrentAppKit(appKit: AppKit | undefined): void {
  current = appKit
  for (const listener of listeners) listener(appKit)
}

/** The instance hooks use without an `<AppKitProvider>`, if createAppKit was called. */
export function getCurrentAppKit(): AppKit | undefined {
  return current
}

/**
 * Calls `listener` each time the current instance changes (createAppKit, destroy), so a page
 * element placed before createAppKit ran renders once it has. Returns the function that stops.
 */
export function watchCurrentAppKit(listener: (appKit: AppKit | undefined) => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
