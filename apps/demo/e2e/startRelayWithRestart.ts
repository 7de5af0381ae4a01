import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningRelay, startRelay } from '@appkit/relay'

/** The environment variable carrying the relay's restart URL (POST) to the test workers. */
export const RELAY_RESTART_URL_ENV = 'APPKIT_DEMO_E2E_RELAY_RESTART_URL'

/** apps/relay on 127.0.0.1, restartable on the same port from a test worker. */
export type RestartableRelay = {
  /** `ws://127.0.0.1:PORT`, the same across restarts. */
  url: string
  /** `http://127.0.0.1:PORT/restart`: a POST stops the relay (its stored messages go) and starts it again. */
  restartUrl: string
  stop: () => Promise<void>
}

/**
 * Starts the relay on a free port and, beside it, a loopback HTTP endpoint that restarts it on
 * that port: the tests run in worker processes, the relay in the runner's, so a test asks for
 * the restart over HTTP.
 */
export async function startRelayWithRestart(): Promise<RestartableRelay> {
  let relay: RunningRelay = await startRelay({ port: 0 })
  const { port } = relay
  const control = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/restart') {
      response.writeHead(404).end()
      return
    }
    relay
      .stop()
      .then(() => startRelay({ port }))
      .then(
        (next) => {
          relay = next
          response.writeHead(204).end()
        },
        (error: unknown) => response.writeHead(500).end(String(error)),
      )
  })
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve))
  const controlPort = (control.address() as AddressInfo).port
  return {
    url: relay.url,
    restartUrl: `http://127.0.0.1:${controlPort}/restart`,
    stop: async () => {
      await new Promise<void>((resolve) => control.close(() => resolve()))
      await relay.stop()
    },
  }
}
