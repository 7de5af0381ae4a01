import {
  type CreateSiwxMessageParameters,
  createSiwxMessage,
  siwxRevokeMessage,
} from '@appkit/siwx'
import { devBitcoinKeys } from '@appkit/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import { bitcoinSigner, evmSigner, solanaSigner, type TestSigner } from '../../test/siwxTestSigners'
import type { RunningApiServer } from '../server/startApiServer'

// The default project allows http://localhost:* and http://127.0.0.1:* (config.ts): the page.
const page = 'http://localhost:5173'
const site = { domain: 'localhost:5173', uri: `${page}/login` }
const owner = evmSigner()
const stranger = evmSigner()
const [bitcoinKey, otherBitcoinKey] = devBitcoinKeys()
if (!bitcoinKey || !otherBitcoinKey) throw new Error('no dev bitcoin keys')

describe.each(databaseKinds)('SIWX sessions (%s)', (kind) => {
  let server: RunningApiServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server.close())

  const post = (path: string, body: unknown, origin?: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    })
  const count = async () =>
    Number(
      (await server.ctx.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sessions'))[0]?.n,
    )
  const issueNonce = async () =>
    ((await (await fetch(`${server.url}/v1/sessions/nonce`)).json()) as { nonce: string }).nonce
  const text = async (
    signer: TestSigner,
    overrides: Partial<CreateSiwxMessageParameters> = {},
  ): Promise<string> =>
    createSiwxMessage({
      accountAddress: signer.address,
      chainId: signer.chainId,
      ...site,
      nonce: await issueNonce(),
      statement: 'Sign in to the devnet dapp',
      expirationTime: new Date(Date.now() + 3_600_000),
      ...overrides,
    }).toString()
  async function signIn(signer: TestSigner, message?: string, by: TestSigner = signer) {
    const signed = message ?? (await text(signer))
    return post('/v1/sessions', { message: signed, signature: await by.sign(signed) }, page)
  }
  async function refused(response: Response, status: number, reason: RegExp) {
    expect(response.status).toBe(status)
    expect(((await response.json()) as { message: string }).message).toMatch(reason)
  }

  it('issues nonces of at least 8 alphanumerics from the server, never the same twice', async () => {
    const nonces = await Promise.all(Array.from({ length: 20 }, issueNonce))
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it.each([
    ['eip155 (EIP-191)', owner, stranger],
    ['solana (ed25519)', solanaSigner(), solanaSigner()],
    [
      'bip122 (BIP-322, P2WPKH)',
      bitcoinSigner(bitcoinKey.payment),
      bitcoinSigner(otherBitcoinKey.payment),
    ],
  ])(
    'SPEC §7: a %s session is stored with the expiry of its signed message, read back by id, and revoked only with pci = id and the owner’s signature',
    async (_, signer, other) => {
      const expirationTime = new Date(Date.now() + 7_200_000)
      const message = await text(signer, { expirationTime })
      const created = await signIn(signer, message)
      expect(created.status).toBe(201)
      const session = (await created.json()) as { id: string; expiresAt: string; data: unknown }
      expect(session).toMatchObject({
        chainId: signer.chainId,
        message,
        expiresAt: expirationTime.toISOString(),
        data: { accountAddress: signer.address, chainId: signer.chainId, domain: site.domain },
      })
      const read = await fetch(`${server.url}/v1/sessions/${session.id}`)
      expect(await read.json()).toMatchObject({ id: session.id, message })

      const revoke = siwxRevokeMessage(session.id)
      // The owner's signature of another text, and another key's signature of this one.
      for (const signature of [
        await signer.sign(siwxRevokeMessage('8a6e0804-2bd0-4672-b79d-d97027f9071a')),
        await other.sign(revoke),
      ])
        await refused(
          await post(`/v1/sessions/${session.id}/revoke`, { pci: session.id, signature }),
          401,
          /^Signature verification failed: /,
        )
      await refused(
        await post(`/v1/sessions/${session.id}/revoke`, {
          pci: 'another-session',
          signature: await signer.sign(revoke),
        }),
        400,
        /pci must be the id of the session/,
      )
      expect((await fetch(`${server.url}/v1/sessions/${session.id}`)).status).toBe(200)
      const revoked = await post(`/v1/sessions/${session.id}/revoke`, {
        pci: session.id,
        signature: await signer.sign(revoke),
      })
      expect(await revoked.json()).toEqual({ success: true })
      expect((await fetch(`${server.url}/v1/sessions/${session.id}`)).status).toBe(404)
    },
  )

  it('HOSTILE: a replayed nonce, another domain or URI, expired, not yet valid, an invalid date, a tampered statement, another address’s signature, another chain and an oversized message are each refused with a clear error, and nothing is stored', async () => {
    const before = await count()
    const replay = await text(owner)
    expect((await signIn(owner, replay)).status).toBe(201)
    const stored = before + 1
    await refused(await signIn(owner, replay), 400, /nonce was not issued here.*already used/)
    await refused(
      await signIn(owner, await text(owner, { nonce: 'NotIssuedByServer1' })),
      400,
      /nonce was not issued here/,
    )
    await refused(
      await signIn(owner, await text(owner, { domain: 'evil.test', uri: 'https://evil.test' })),
      400,
      /domain evil\.test, not localhost:5173/,
    )
    const fromServer = await text(owner, { domain: 'evil.test', uri: 'https://evil.test' })
    await refused(
      await post('/v1/sessions', { message: fromServer, signature: await owner.sign(fromServer) }),
      400,
      /https:\/\/evil\.test, which is not an allowed origin/,
    )
    await refused(
      await signIn(owner, await text(owner, { uri: 'http://localhost:6000/login' })),
      400,
      /URI http:\/\/localhost:6000\/login is not on the site/,
    )
    await refused(
      await signIn(
        owner,
        await text(owner, {
          issuedAt: new Date(Date.now() - 7_200_000),
          expirationTime: new Date(Date.now() - 3_600_000),
        }),
      ),
      400,
      /expired at/,
    )
    await refused(
      await signIn(owner, await text(owner, { notBefore: new Date(Date.now() + 3_600_000) })),
      400,
      /not valid before/,
    )
    const invalidDate = (await text(owner)).replace(
      /Expiration Time: \S+/,
      'Expiration Time: 2031-02-30T00:00:00Z',
    )
    await refused(await signIn(owner, invalidDate), 400, /^Invalid SIWX message: expirationTime/)
    const signed = await text(owner)
    await refused(
      await post(
        '/v1/sessions',
        {
          message: signed.replace('Sign in to the devnet dapp', 'Sign in to the devnet dapp too'),
          signature: await owner.sign(signed),
        },
        page,
      ),
      401,
      /^Signature verification failed: /,
    )
    await refused(
      await signIn(owner, await text(owner), stranger),
      401,
      /^Signature verification failed: /,
    )
    const chain1 = await text(owner)
    await refused(
      await post(
        '/v1/sessions',
        {
          message: chain1.replace('Chain ID: 1\n', 'Chain ID: 137\n'),
          signature: await owner.sign(chain1),
        },
        page,
      ),
      401,
      /^Signature verification failed: /,
    )
    const oversized = await text(owner, {
      resources: Array.from({ length: 8 }, (_, i) => `https://localhost/${i}/${'a'.repeat(1_100)}`),
    })
    expect(oversized.length).toBeGreaterThan(8_192)
    await refused(
      await post('/v1/sessions', { message: oversized, signature: '0x00' }, page),
      400,
      /message must NOT have more than 8192 characters/,
    )
    expect(await count()).toBe(stored)
  })

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect(
      (await fetch(`${server.url}/v1/sessions/8a6e0804-2bd0-4672-b79d-d97027f9071a`)).status,
    ).toBe(404)
    expect(
      (await fetch(`${server.url}/v1/sessions/${encodeURIComponent("1' OR '1'='1")}`)).status,
    ).toBe(400)
    expect(
      (await post('/v1/sessions/8a6e0804-2bd0-4672-b79d-d97027f9071a/revoke', { signature: 12 }))
        .status,
    ).toBe(400)
  })
})
