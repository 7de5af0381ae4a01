import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from '../src/exports'
import { RawClient, refusedStatus } from './rawClient'

let relay: RunningRelay
beforeEach(async () => {
  relay = await startRelay()
})
afterEach(async () => {
  await relay.stop()
})

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('relay socket auth (did:key, EdDSA)', () => {
  it('refuses a socket without an auth JWT with 401', async () => {
    expect(await refusedStatus(`${relay.url}/?projectId=test`)).toBe(401)
  })

  it('refuses a socket whose JWT has expired with 401', async () => {
    const jwt = await signJWT('s', relay.url, 60, generateKeyPair(), nowSeconds() - 600)
    expect(await refusedStatus(`${relay.url}/?auth=${jwt}&projectId=test`)).toBe(401)
  })

  it('refuses a socket whose JWT signature does not match its did:key issuer with 401', async () => {
    const [real, other] = [generateKeyPair(), generateKeyPair()]
    const jwt = await signJWT('s', relay.url, 600, real)
    const signature = (await signJWT('s', relay.url, 600, other)).split('.')[2]
    const forged = [...jwt.split('.').slice(0, 2), signature].join('.')
    expect(await refusedStatus(`${relay.url}/?auth=${forged}&projectId=test`)).toBe(401)
  })

  it('accepts a socket with a valid JWT', async () => {
    const client = await RawClient.connect(relay.url)
    expect(relay.openSockets()).toBe(1)
    await client.close()
  })
})
