import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import { defaultFeatures } from '../projects/defaultFeatures'
import type { RunningApiServer } from '../server/startApiServer'

describe.each(databaseKinds)('project routes (%s)', (kind) => {
  let server: RunningApiServer
  beforeAll(async () => {
    server = await startTestServer(kind, {
      allowedOrigins: ['http://localhost:*'],
      projects: [
        {
          id: 'quiet',
          features: { swaps: false, multiWallet: true },
          analyticsEnabled: false,
          allowedOrigins: ['https://*.quiet.test'],
        },
      ],
    })
  })
  afterAll(() => server.close())
  const json = async (path: string) => (await fetch(`${server.url}${path}`)).json()

  it('SPEC §9 "Default remote features": the default project answers swaps via one aggregator, onramp with both providers, email on, seven socials, activity and branding on, multiWallet off', async () => {
    expect(await json('/appkit/v1/config')).toEqual({
      projectId: 'default',
      features: {
        email: true,
        socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
        swaps: ['1inch'],
        onramp: ['meld', 'coinbase'],
        activity: true,
        reownBranding: true,
        multiWallet: false,
      },
    })
  })

  it.each([
    ['/appkit/v1/config', "x' OR 1=1 --", 'injection string'],
    ['/projects/v1/origins', 'p'.repeat(65), 'too long'],
    ['/getAnalyticsConfig', '<script>', 'markup'],
  ])('%s answers projectId %j (%s) with 400 and a message', async (path, projectId, _why) => {
    const res = await fetch(`${server.url}${path}?projectId=${encodeURIComponent(projectId)}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/projectId/)
  })

  it('a project edits its features; the rest keep the defaults', async () => {
    expect(await json('/appkit/v1/config?projectId=quiet')).toEqual({
      projectId: 'quiet',
      features: { ...defaultFeatures, swaps: false, multiWallet: true },
    })
  })

  it('an unknown project id falls back to the default project', async () => {
    expect(await json('/appkit/v1/config?projectId=somebody-else')).toMatchObject({
      projectId: 'default',
    })
  })

  it('/projects/v1/origins lists allowedOrigins and /getAnalyticsConfig isAnalyticsEnabled per project', async () => {
    expect(await json('/projects/v1/origins')).toEqual({ allowedOrigins: ['http://localhost:*'] })
    expect(await json('/projects/v1/origins?projectId=quiet')).toEqual({
      allowedOrigins: ['https://*.quiet.test'],
    })
    expect(await json('/getAnalyticsConfig')).toEqual({ isAnalyticsEnabled: true })
    expect(await json('/getAnalyticsConfig?projectId=quiet')).toEqual({ isAnalyticsEnabled: false })
  })
})

describe.each(databaseKinds)('strict project ids (%s)', (kind) => {
  it('SPEC §8 "Unauthorized: invalid key": an unknown project id is refused with 401 when strict', async () => {
    const server = await startTestServer(kind, { strictProjectIds: true })
    try {
      const res = await fetch(`${server.url}/appkit/v1/config?projectId=unknown`)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ message: 'Unauthorized: invalid key' })
      expect((await fetch(`${server.url}/appkit/v1/config`)).status).toBe(200)
    } finally {
      await server.close()
    }
  })
})

describe.each(databaseKinds)('editing projects (%s)', (kind) => {
  it('PUT /admin/v1/projects/{id} with the admin token edits features and origins; without it, 401 and nothing changes', async () => {
    const server = await startTestServer(kind, { adminToken: 'secret-token' })
    try {
      const put = (body: unknown, token?: string) =>
        fetch(`${server.url}/admin/v1/projects/shop`, {
          method: 'PUT',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        })
      expect((await put({ features: { multiWallet: true } })).status).toBe(401)
      expect((await put({ features: { multiWallet: true } }, 'wrong-token')).status).toBe(401)
      expect(
        await (await fetch(`${server.url}/appkit/v1/config?projectId=shop`)).json(),
      ).toMatchObject({ projectId: 'default' })

      const created = await put(
        { allowedOrigins: ['https://*.shop.test'], features: { multiWallet: true, swaps: false } },
        'secret-token',
      )
      expect(created.status).toBe(200)
      expect(await (await fetch(`${server.url}/appkit/v1/config?projectId=shop`)).json()).toEqual({
        projectId: 'shop',
        features: { ...defaultFeatures, multiWallet: true, swaps: false },
      })
      expect(
        await (await fetch(`${server.url}/projects/v1/origins?projectId=shop`)).json(),
      ).toEqual({ allowedOrigins: ['https://*.shop.test'] })

      for (const bad of [
        { allowedOrigins: ['javascript:alert(1)'] },
        { features: { swaps: 'yes' } },
        { analyticsEnabled: 'no' },
        { allowedOrigins: 'x' },
      ]) {
        expect((await put(bad, 'secret-token')).status).toBe(400)
      }
    } finally {
      await server.close()
    }
  })

  it('without an admin token configured, editing is refused', async () => {
    const server = await startTestServer(kind)
    try {
      const res = await fetch(`${server.url}/admin/v1/projects/default`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
        body: '{}',
      })
      expect(res.status).toBe(401)
    } finally {
      await server.close()
    }
  })
})
