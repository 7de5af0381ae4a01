import type { AppKitCore } from '@appkit/core/internal'

/** The embedded wallet's frame element and what talks to it (only `request` is needed here). */
export type EmbeddedFrameHandle = {
  element: HTMLIFrameElement
  request: (type: string, payload?: unknown) => Promise<unknown>
}

const frames = new WeakMap<AppKitCore, EmbeddedFrameHandle>()

/** Records the instance's embedded wallet frame (when getEmbeddedWallet adds it to the page). */
export function registerEmbeddedFrame(core: AppKitCore, handle: EmbeddedFrameHandle): void {
  frames.set(core, handle)
}

/** The instance's embedded wallet frame, if one was added to the page. */
export function getEmbeddedFrame(core: AppKitCore): EmbeddedFrameHandle | undefined {
  return frames.get(core)
}
