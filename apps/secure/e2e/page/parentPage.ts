// A dapp page embedding the secure frame (URL in ?secure=) and talking to it with @appkit/core's
// frame messenger, as the scaffold does; the test drives it through window.secureTest.
import * as controllers from '@appkit/core/controllers'
import { systemClock } from '@appkit/core/internal'

const secureUrl = new URL(window.location.href).searchParams.get('secure') ?? ''
const origin = new URL(secureUrl).origin
const frame = document.createElement('iframe')
frame.src = secureUrl
frame.title = 'Embedded wallet'
document.body.append(frame)

const received: { origin: string; type: string }[] = []
const messenger = controllers.frameMessenger.createFrameMessenger({
  origin,
  clock: systemClock,
  clearLoginData: () => {},
  transport: {
    post: (message) => frame.contentWindow?.postMessage(message, origin),
    subscribe: (listener) => {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow) return
        received.push({ origin: event.origin, type: String(event.data?.type) })
        listener(event.data, event.origin)
      }
      window.addEventListener('message', onMessage)
      return () => window.removeEventListener('message', onMessage)
    },
  },
})

Object.assign(window, {
  secureTest: {
    status: () => messenger.state.status,
    received,
    request: async (type: string, payload?: unknown) => {
      try {
        return { ok: true, value: await messenger.request(type, payload) }
      } catch (error) {
        const { name, details } = error as { name: string; details?: string }
        return { ok: false, name, details }
      }
    },
  },
})
