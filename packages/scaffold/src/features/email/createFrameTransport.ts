import type * as controllers from '@appkit/core/controllers'

type FrameTransport = controllers.frameMessenger.FrameTransport

/**
 * The postMessage transport to the embedded wallet frame: posts to the frame's exact `origin`
 * (never '*') and delivers only messages whose source is that frame's window.
 */
export function createFrameTransport(frame: HTMLIFrameElement, origin: string): FrameTransport {
  return {
    post: (message) => frame.contentWindow?.postMessage(message, origin),
    subscribe: (listener) => {
      const view = frame.ownerDocument.defaultView
      const onMessage = (event: MessageEvent) => {
        if (event.source === frame.contentWindow) listener(event.data, event.origin)
      }
      view?.addEventListener('message', onMessage)
      return () => view?.removeEventListener('message', onMessage)
    },
  }
}
