import { createMemoryBackend } from '@appkit/core'
import { startTestServer, type TestServer } from '@appkit/core/testing'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiwxApiStorage } from '../storage/createSiwxApiStorage'
import { createSiwxApiConfig } from './createSiwxApiConfig'

// A stand-in for apps/api's nonce route on 127.0.0.1 (apps/api itself is exercised in
// apps/api/src/sessions/siwxApiStorage.integration.test.ts); nothing else may be called.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    'GET /v1/sessions/nonce': () => ({ status: 200, body: { nonce: 'ServerNonce12345' } }),
  })
})
afterAll(() => server.close())

const wallet = privateKeyToAccount(generatePrivateKey())
const other = privateKeyToAccount(generatePrivateKey())

describe('createSiwxApiConfig', () => {
  it('writes the message with the nonce apps/api issued, and never sends a message for another account or chain', async () => {
    const storage = createSiwxApiStorage({
      apiUrl: server.url,
      projectId: 'p1',
      backend: createMemoryBackend(),
    })
    const siwx = createSiwxApiConfig({
      storage,
      domain: 'app.example.org',
      uri: 'https://app.example.org/',
    })
    const message = await siwx.createMessage({
      accountAddress: wallet.address,
      chainId: 'eip155:1',
    })
    expect(message.nonce).toBe('ServerNonce12345')
    expect(server.requests.map((r) => [r.path, r.query.projectId])).toEqual([
      ['/v1/sessions/nonce', 'p1'],
    ])
    const text = message.toString()
    const signature = await wallet.signMessage({ message: text })
    await expect(
      siwx.addSession({
        message: text,
        signature,
        chainId: 'eip155:1',
        accountAddress: other.address,
      }),
    ).rejects.toMatchObject({ failure: 'address-mismatch' })
    await expect(
      siwx.addSession({
        message: text,
        signature,
        chainId: 'eip155:10',
        accountAddress: wallet.address,
      }),
    ).rejects.toMatchObject({ failure: 'chain-mismatch' })
    expect(server.requests).toHaveLength(1)
    await expect(
      siwx.createMessage({ accountAddress: wallet.address, chainId: 'cosmos:hub' }),
    ).rejects.toThrow('SIWX does not support the namespace: cosmos')
  })
})
