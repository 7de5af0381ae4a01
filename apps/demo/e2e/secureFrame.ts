import type { Page } from '@playwright/test'

/** The secure site's origin (apps/secure, started by the globalSetup). */
export function secureOrigin(): string {
  return new URL(process.env.VITE_SECURE_URL ?? '').origin
}

/** The embedded wallet's frame on the demo page, for locating inside it. */
export function secureFrame(page: Page) {
  return page.frameLocator(`iframe[src^="${secureOrigin()}/"]`)
}

/** The embedded wallet's frame as a Playwright frame (to run code in the secure origin). */
export function secureFrameHandle(page: Page) {
  const frame = page.frames().find((f) => f.url().startsWith(secureOrigin()))
  if (!frame) throw new Error('the secure frame is not on the page')
  return frame
}
