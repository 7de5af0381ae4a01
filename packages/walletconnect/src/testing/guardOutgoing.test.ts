import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { guardOutgoing, type OutgoingGuard } from './guardOutgoing'

let guard: OutgoingGuard | undefined
afterEach(() => guard?.restore())

describe('guardOutgoing (test guard)', () => {
  it('refuses a fetch and a socket to any host but 127.0.0.1, before anything leaves', async () => {
    guard = guardOutgoing()
    await expect(fetch('https://telemetry.invalid/batch')).rejects.toThrow('Refused a fetch')
    const socket = net.connect({ host: '192.0.2.1', port: 443 })
    const error = await new Promise<Error>((resolve) => socket.once('error', resolve))
    expect(error.message).toBe('Refused a connection to 192.0.2.1:443')
    expect(guard.refused).toEqual(['https://telemetry.invalid/batch', '192.0.2.1:443'])
  })
})
