import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { expect, it } from 'vitest'
import { recordOutgoing } from './recordOutgoing'

it('records the target of every socket connect and fetch made while it is on', async () => {
  const server = createServer((_request, response) => response.end('ok'))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const record = recordOutgoing()
  try {
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok')
    const socket = net.connect({ host: 'relay.invalid', port: 443 })
    await new Promise((resolve) => socket.once('error', resolve))
  } finally {
    record.restore()
    await new Promise((resolve) => server.close(resolve))
  }
  expect(record.fetches).toEqual([`http://127.0.0.1:${port}/`])
  expect(record.connections).toEqual([`127.0.0.1:${port}`, 'relay.invalid:443'])
})
