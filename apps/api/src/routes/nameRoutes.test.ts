import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import type { RunningApiServer } from '../server/startApiServer'

const alice = privateKeyToAccount(generatePrivateKey())
const mallory = privateKeyToAccount(generatePrivateKey())
const nowSeconds = () => Math.floor(Date.now() / 1000)

async function registration(
  signer = alice,
  name = 'alice-wallet.dapp.test',
  timestamp = nowSeconds(),
  address = signer.address,
) {
  const message = JSON.stringify({ name, attributes: {}, timestamp })
  return { coin_type: 60, address, message, signature: await signer.signMessage({ message }) }
}

describe.each(databaseKinds)('names (%s)', (kind) => {
  let server: RunningApiServer
  const post = (body: unknown) =>
    fetch(`${server.url}/v1/profile/account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const stored = async () =>
    Number(
      (await server.ctx.db.query<{ n: string }>('SELECT count(*)::text AS n FROM names'))[0]?.n,
    )
  beforeAll(async () => {
    server = await startTestServer(kind, { nameSuffix: '.dapp.test' })
  })
  afterAll(() => server.close())

  it('SPEC §7 "The signed registration message is JSON with name, empty attributes and a timestamp in seconds": a valid signature registers the name', async () => {
    const res = await post(await registration())
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, name: 'alice-wallet.dapp.test' })
  })

  it('finds the registered name by lookup (with or without the suffix) and by reverse lookup', async () => {
    for (const name of ['alice-wallet.dapp.test', 'Alice-Wallet']) {
      const res = await fetch(`${server.url}/v1/profile/account/${name}?apiVersion=2`)
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        name: 'alice-wallet.dapp.test',
        addresses: { '60': { address: alice.address.toLowerCase() } },
        attributes: {},
      })
    }
    const reverse = (await (
      await fetch(`${server.url}/v1/profile/reverse/${alice.address}?apiVersion=2`)
    ).json()) as { name: string }[]
    expect(reverse.map((r) => r.name)).toEqual(['alice-wallet.dapp.test'])
  })

  it('refuses a forged signature (signed by another key) with 401 and stores nothing', async () => {
    const before = await stored()
    const forged = await registration(mallory, 'forged-name', nowSeconds(), alice.address)
    const res = await post(forged)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Invalid signature' })
    expect(await stored()).toBe(before)
  })

  it('refuses a signature whose message was altered after signing', async () => {
    const signed = await registration(alice, 'honest-name')
    const res = await post({
      ...signed,
      message: signed.message.replace('honest-name', 'other-name'),
    })
    expect(res.status).toBe(401)
  })

  it('refuses a stale timestamp with 400 and stores nothing', async () => {
    const before = await stored()
    const res = await post(await registration(alice, 'stale-name', nowSeconds() - 3600))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'Stale timestamp: sign a new message' })
    expect(await stored()).toBe(before)
  })

  it('names are unique: a second account cannot take a registered name (409, stores nothing)', async () => {
    const before = await stored()
    const res = await post(await registration(mallory, 'alice-wallet'))
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      message: 'Name alice-wallet.dapp.test is already registered',
    })
    expect(await stored()).toBe(before)
  })

  it('refuses a replayed registration: the same signed message posted again is a 409, and once older than nameMaxAgeSeconds a 400', async () => {
    const signed = await registration(alice, 'replayed-name')
    expect((await post(signed)).status).toBe(200)
    const before = await stored()
    const again = await post(signed)
    expect(again.status).toBe(409)
    // The same key signing an old timestamp (a message captured earlier) is refused as stale.
    const old = await registration(alice, 'replayed-later', nowSeconds() - 301)
    const late = await post(old)
    expect(late.status).toBe(400)
    expect(await late.json()).toMatchObject({ message: 'Stale timestamp: sign a new message' })
    expect(await stored()).toBe(before)
  })

  it('refuses a signed name with capitals (400, not folded to lower case) before checking the signature', async () => {
    const before = await stored()
    const res = await post(await registration(alice, 'Capital-Name'))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'A name is registered in lower case: sign it in lower case',
    })
    // A capital in a name signed by someone else is refused the same way: the rule comes first.
    expect(
      (await post(await registration(mallory, 'Capital-Name', nowSeconds(), alice.address))).status,
    ).toBe(400)
    expect(await stored()).toBe(before)
  })

  it.each([
    ['a Kelvin sign that lower-cases to k', '\u212Aelvin'],
    ['a Cyrillic а look-alike', 'p\u0430ypal'],
    ['a NUL byte', 'nul\u0000name'],
    ['a zero-width space', 'zero\u200Bwidth'],
    ['a trailing space', 'spaced '],
    ['an over-long label (64)', 'b'.repeat(64)],
  ])(
    'SPEC §5 "letters, digits, hyphens only": refuses %s with the rule\'s 400',
    async (_why, name) => {
      const before = await stored()
      const res = await post(await registration(alice, name))
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({
        message: 'A name needs at least 4 characters: letters, digits and hyphens only',
      })
      expect(await stored()).toBe(before)
    },
  )

  it('refuses a 100 kB body by its size (413, payload too large) without parsing it', async () => {
    const res = await post(await registration(alice, 'c'.repeat(100_000)))
    expect(res.status).toBe(413)
    expect(await res.json()).toHaveProperty('message')
  })

  it.each(['abc', 'has space', 'under_score', 'émoji', "x' OR '1'='1", 'a'.repeat(64)])(
    'SPEC §5 "Account name: at least 4 characters, letters, digits, hyphens only": refuses %j',
    async (name) => {
      const before = await stored()
      expect((await post(await registration(alice, name))).status).toBe(400)
      expect(await stored()).toBe(before)
    },
  )

  it('SPEC §5 "Invalid chainId": refuses a coin type that is no EVM chain', async () => {
    const body = await registration(alice, 'coin-name')
    const res = await post({ ...body, coin_type: 0 })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: 'Invalid chainId' })
    expect((await post({ ...body, coin_type: 2 ** 32 })).status).toBe(400)
  })

  it.each<[Record<string, unknown>, string]>([
    [{ message: 'not json' }, 'message not JSON'],
    [
      { message: JSON.stringify({ name: 'abcd', attributes: { a: 1 }, timestamp: 1 }) },
      'attributes not empty',
    ],
    [{ address: 'alice' }, 'bad address'],
    [{ signature: 'zz' }, 'bad signature'],
    [{ coin_type: '60; DROP TABLE names' }, 'injection in coin_type'],
  ])('answers %j (%s) with 400', async (patch, _why) => {
    expect((await post({ ...(await registration(alice, 'shape-name')), ...patch })).status).toBe(
      400,
    )
  })

  it('answers an unknown name with 404 and an unknown address with an empty list', async () => {
    expect((await fetch(`${server.url}/v1/profile/account/nobody-here`)).status).toBe(404)
    const res = await fetch(
      `${server.url}/v1/profile/reverse/0x000000000000000000000000000000000000dEaD`,
    )
    expect(await res.json()).toEqual([])
    expect((await fetch(`${server.url}/v1/profile/reverse/0xnothex`)).status).toBe(400)
  })

  it('suggests names, marking the registered ones', async () => {
    const res = await fetch(`${server.url}/v1/profile/suggestions/alice-wallet?zone=dapp.test`)
    const body = (await res.json()) as { suggestions: { name: string; registered: boolean }[] }
    expect(body.suggestions[0]).toEqual({ name: 'alice-wallet.dapp.test', registered: true })
    expect(
      body.suggestions.slice(1).every((s) => !s.registered && s.name.endsWith('.dapp.test')),
    ).toBe(true)
    expect((await fetch(`${server.url}/v1/profile/suggestions/ab`)).status).toBe(400)
  })
})
