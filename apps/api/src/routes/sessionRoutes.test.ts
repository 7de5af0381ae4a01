import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import type { RunningApiServer } from '../server/startApiServer'
import { revokeMessage } from './sessionRoutes'

const owner = privateKeyToAccount(generatePrivateKey())
const stranger = privateKeyToAccount(generatePrivateKey())

describe.each(databaseKinds)('SIWX sessions (%s)', (kind) => {
  let server: RunningApiServer
  const json = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const count = async () =>
    Number(
      (await server.ctx.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sessions'))[0]?.n,
    )
  async function signedSession(signer = owner, nonceOverride?: string) {
    const { nonce } = (await (await fetch(`${server.url}/v1/sessions/nonce`)).json()) as {
      nonce: string
    }
    const used = nonceOverride ?? nonce
    const issuedAt = new Date()
    const expirationTime = new Date(Date.now() + 3_600_000)
    const message = createSiweMessage({
      address: owner.address,
      chainId: 1,
      domain: 'dapp.test',
      uri: 'https://dapp.test',
      version: '1',
      nonce: used,
      issuedAt,
      expirationTime,
    })
    const data = {
      accountAddress: owner.address,
      chainId: 'eip155:1',
      domain: 'dapp.test',
      uri: 'https://dapp.test',
      version: '1',
      nonce: used,
      issuedAt: issuedAt.toISOString(),
      expirationTime: expirationTime.toISOString(),
    }
    return { data, message, signature: await signer.signMessage({ message }) }
  }
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server.close())

  it('issues nonces of at least 8 alphanumerics from the server, never the same twice', async () => {
    const nonces = await Promise.all(
      Array.from(
        { length: 20 },
        async () =>
          ((await (await fetch(`${server.url}/v1/sessions/nonce`)).json()) as { nonce: string })
            .nonce,
      ),
    )
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('stores a signed session, reads it back, and revokes it with the owner signature', async () => {
    const created = await json('/v1/sessions', await signedSession())
    expect(created.status).toBe(201)
    const session = (await created.json()) as { id: string; address: string; chainId: string }
    expect(session).toMatchObject({ chainId: 'eip155:1', address: owner.address.toLowerCase() })
    const read = await fetch(`${server.url}/v1/sessions/${session.id}`)
    expect(read.status).toBe(200)
    expect(await read.json()).toMatchObject({ id: session.id })

    const forged = await json(`/v1/sessions/${session.id}/revoke`, {
      pci: 'x',
      signature: await stranger.signMessage({ message: revokeMessage(session.id) }),
    })
    expect(forged.status).toBe(401)
    expect((await fetch(`${server.url}/v1/sessions/${session.id}`)).status).toBe(200)

    const revoked = await json(`/v1/sessions/${session.id}/revoke`, {
      pci: 'pci-1',
      signature: await owner.signMessage({ message: revokeMessage(session.id) }),
    })
    expect(await revoked.json()).toEqual({ success: true })
    expect((await fetch(`${server.url}/v1/sessions/${session.id}`)).status).toBe(404)
  })

  it('refuses a session signed by another key, and a replayed or unknown nonce, storing nothing', async () => {
    const before = await count()
    expect((await json('/v1/sessions', await signedSession(stranger))).status).toBe(401)
    expect(
      (await json('/v1/sessions', await signedSession(owner, 'NotIssuedByServer1'))).status,
    ).toBe(400)
    const once = await signedSession()
    expect((await json('/v1/sessions', once)).status).toBe(201)
    expect((await json('/v1/sessions', once)).status).toBe(400)
    expect(await count()).toBe(before + 1)
  })

  it('HOSTILE "refuses, not a silent pass": a message for another domain, another address, an expired one, or from another page is refused with 400', async () => {
    const before = await count()
    const good = await signedSession()
    const cases = [
      { ...good, data: { ...good.data, domain: 'evil.test' } },
      { ...good, data: { ...good.data, accountAddress: stranger.address } },
    ]
    for (const body of cases) expect((await json('/v1/sessions', body)).status).toBe(400)
    const fromOtherPage = await fetch(`${server.url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify(good),
    })
    expect(fromOtherPage.status).toBe(400)
    const { nonce } = (await (await fetch(`${server.url}/v1/sessions/nonce`)).json()) as {
      nonce: string
    }
    const expired = createSiweMessage({
      address: owner.address,
      chainId: 1,
      domain: 'dapp.test',
      uri: 'https://dapp.test',
      version: '1',
      nonce,
      issuedAt: new Date(Date.now() - 7_200_000),
      expirationTime: new Date(Date.now() - 3_600_000),
    })
    const body = {
      data: { ...good.data, nonce },
      message: expired,
      signature: await owner.signMessage({ message: expired }),
    }
    expect((await json('/v1/sessions', body)).status).toBe(400)
    expect(await count()).toBe(before)
  })

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect(
      (await fetch(`${server.url}/v1/sessions/8a6e0804-2bd0-4672-b79d-d97027f9071a`)).status,
    ).toBe(404)
    expect(
      (await fetch(`${server.url}/v1/sessions/${encodeURIComponent("1' OR '1'='1")}`)).status,
    ).toBe(400)
    expect(
      (await json('/v1/sessions/8a6e0804-2bd0-4672-b79d-d97027f9071a/revoke', { signature: 12 }))
        .status,
    ).toBe(400)
  })
})
