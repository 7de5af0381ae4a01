import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDevnetJson } from './devnetJsonPlugin'

const dir = await mkdtemp(join(tmpdir(), 'appkit-demo-'))
const env: NodeJS.ProcessEnv = {}
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((request, response) => {
    void serveDevnetJson(request, response, env).then((served) => {
      if (!served) response.writeHead(404).end('next')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(dir, { recursive: true, force: true })
})

describe('GET /devnet.json', () => {
  it('answers 503 while no devnet file is named or written', async () => {
    delete env.APPKIT_DEVNET_FILE
    expect((await fetch(`${base}/devnet.json`)).status).toBe(503)
    env.APPKIT_DEVNET_FILE = join(dir, 'missing.json')
    expect((await fetch(`${base}/devnet.json`)).status).toBe(503)
  })

  it('serves the file as it is at request time, uncached', async () => {
    const file = join(dir, 'devnet.json')
    env.APPKIT_DEVNET_FILE = file
    await writeFile(file, '{"chains":[]}')
    const first = await fetch(`${base}/devnet.json?t=1`)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({ chains: [] })
    await writeFile(file, '{"chains":[{"chainId":137}]}')
    expect(await (await fetch(`${base}/devnet.json`)).json()).toEqual({
      chains: [{ chainId: 137 }],
    })
  })

  it('leaves every other path to the next handler', async () => {
    const response = await fetch(`${base}/index.html`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('next')
  })
})
