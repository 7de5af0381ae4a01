import type { AppKit } from '../client/AppKit'

let current: AppKit | undefined

/** Makes `appKit` the instance hooks use without an `<AppKitProvider>` (the last one created). */
export function setCurrentAppKit(appKit: AppKit | undefined): void {
  current = appKit
}

/** The instance hooks use without an `<AppKitProvider>`, if createAppKit was called. */
export function getCurrentAppKit(): AppKit | undefined {
  return current
}
