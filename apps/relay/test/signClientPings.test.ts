import { afterEach, expect, it, vi } from 'vitest'
import { type RunningRelay, startRelay } from '../src/exports'
import { type Client, closeClient, createClient, propose } from './signClients'

// The Node client drops a socket that receives no ping (nor payload) for 35 s. To see that in
// a few seconds, the test shortens that one client-side timeout (a plain instance field of
// the relayer) to 3 s; everything else is the unmodified client.
const clientStallTimeoutMs = 3_000

let relay: RunningRelay
let client: Client

afterEach(async () => {
  await closeClient(client)
  await relay.stop()
})

async function connectedClient(pingIntervalMs: number, log: (line: string) => void) {
  relay = await startRelay({ pingIntervalMs, log })
  client = await createClient('dapp', relay.url)
  // Not in the IRelayer type; set on the concrete Relayer instance.
  Object.assign(client.core.relayer, { heartBeatTimeout: clientStallTimeoutMs })
  await propose(client)
  return client.core.relayer.provider.connection as unknown as {
    socket: { on: (event: 'ping', listener: () => void) => void; readyState: number }
  }
}

it('keeps a real client connected by pinging it', async () => {
  let disconnects = 0
  const connection = await connectedClient(250, (line) => {
    if (line.endsWith('disconnected')) disconnects++
  })
  let pings = 0
  connection.socket.on('ping', () => pings++)
  await vi.waitFor(() => expect(pings).toBeGreaterThanOrEqual(20), { timeout: 20_000 })
  expect(connection.socket.readyState).toBe(1)
  expect(disconnects).toBe(0)
})

it('loses a real client that gets no pings (the control for the test above)', async () => {
  let disconnects = 0
  await connectedClient(60_000, (line) => {
    if (line.endsWith('disconnected')) disconnects++
  })
  await vi.waitFor(() => expect(disconnects).toBeGreaterThan(0), { timeout: 20_000 })
})
