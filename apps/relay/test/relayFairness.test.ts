import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  type RunningRedis,
  type RunningRelay,
  relayErrorCodes,
  startRedisServer,
  startRelay,
} from '../src/exports'
import { RawClient } from './rawClient'

const topic = () => randomBytes(32).toString('hex')
/** A base64 envelope of `bytes` bytes, the shape the clients publish. */
const envelope = (bytes: number) =>
  randomBytes(Math.ceil((bytes * 3) / 4))
    .toString('base64')
    .slice(0, bytes)

let redis: RunningRedis
const relays: RunningRelay[] = []
const clients: RawClient[] = []

beforeAll(async () => {
  redis = await startRedisServer()
})
afterAll(() => redis.stop())
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.stop()))
})

async function relay(options: Parameters<typeof startRelay>[0] = {}) {
  // Each test its own key prefix on the shared Redis, so their quotas do not meet.
  const started = await startRelay({
    redisUrl: redis.url,
    redisKeyPrefix: `${topic()}:`,
    ...options,
  })
  relays.push(started)
  return started
}

async function client(url: string, options: Parameters<typeof RawClient.connect>[1] = {}) {
  const connected = await RawClient.connect(url, options)
  clients.push(connected)
  return connected
}

/** Sends raw bytes as an HTTP request and resolves with the status the relay answers. */
function rawStatus(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString()
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)))
    socket.end(request)
  })
}

describe('relay fairness under a hostile client (issue 19)', () => {
  it('HOSTILE: one client flooding topics and stored bytes gets quota errors while a second client keeps publishing to its live subscriber', async () => {
    const { url } = await relay({
      limits: {
        maxTopicsPerClient: 20,
        maxStoredBytesPerClient: 64 * 1024,
        maxMessageBytes: 16 * 1024,
      },
    })
    const [abuser, alice, bob] = [await client(url), await client(url), await client(url)]
    const live = topic()
    await bob.request('irn_subscribe', { topic: live })
    const floodTopics = Array.from({ length: 21 }, topic)
    const answers = []
    for (const flooded of floodTopics) {
      answers.push(
        await abuser.request('irn_publish', { topic: flooded, message: 'AAAA', ttl: 86_400 }),
      )
    }
    expect(answers.slice(0, 20).every((answer) => answer.result === true)).toBe(true)
    expect(answers[20]?.error).toMatchObject({
      code: relayErrorCodes.quotaExceeded,
      message: 'Quota exceeded: a connection may store messages on at most 20 topics at once',
    })
    const bytesAnswers = []
    for (let i = 0; i < 5; i++) {
      bytesAnswers.push(
        await abuser.request('irn_publish', {
          topic: floodTopics[0],
          message: envelope(16 * 1024),
          ttl: 86_400,
        }),
      )
    }
    expect(bytesAnswers.at(-1)?.error).toMatchObject({
      code: relayErrorCodes.quotaExceeded,
      message: 'Quota exceeded: a connection may store at most 65536 bytes of messages at once',
    })
    // A second socket of the same client id starts a fresh connection quota, but shares the id's.
    const again = await client(url, { keyPair: abuser.keyPair })
    const moreTopics = await again.request('irn_publish', {
      topic: topic(),
      message: 'AAAA',
      ttl: 300,
    })
    expect(moreTopics.error).toMatchObject({
      code: relayErrorCodes.quotaExceeded,
      message: 'Quota exceeded: a client may store messages on at most 20 topics at once',
    })
    for (const message of ['aGVsbG8', 'c3RpbGwgdXA', 'YWdhaW4']) {
      expect((await alice.request('irn_publish', { topic: live, message, ttl: 300 })).result).toBe(
        true,
      )
      await bob.waitFor((f) => f.params?.data.message === message)
    }
  })

  it('HOSTILE: a client that publishes past its burst is rate limited; another client is not', async () => {
    const { url } = await relay({ limits: { publishBurst: 5, publishPerSecond: 0.001 } })
    const [abuser, alice, bob] = [await client(url), await client(url), await client(url)]
    const live = topic()
    await bob.request('irn_subscribe', { topic: live })
    const answers = []
    for (let i = 0; i < 6; i++) {
      answers.push(
        await abuser.request('irn_publish', { topic: topic(), message: `AAA${i}`, ttl: 300 }),
      )
    }
    expect(answers.filter((answer) => answer.result === true)).toHaveLength(5)
    expect(answers[5]?.error).toMatchObject({ code: relayErrorCodes.rateLimited })
    expect(
      (await alice.request('irn_publish', { topic: live, message: 'b2s', ttl: 300 })).result,
    ).toBe(true)
    await bob.waitFor((f) => f.params?.data.message === 'b2s')
  })

  it('HOSTILE: acknowledged messages do not count toward the per-topic cap, unacknowledged ones do', async () => {
    const { url } = await relay({ limits: { maxMessagesPerTopic: 3 } })
    const [alice, bob, mallory] = [await client(url), await client(url), await client(url)]
    const shared = topic()
    await bob.request('irn_subscribe', { topic: shared })
    for (let i = 0; i < 6; i++) {
      const message = `bXNn${i}`
      expect(
        (await alice.request('irn_publish', { topic: shared, message, ttl: 86_400 })).result,
      ).toBe(true)
      await bob.waitFor((f) => f.params?.data.message === message)
      // A request after the ack on the same socket: served once the ack has been recorded.
      await bob.request('irn_subscribe', { topic: shared })
    }
    const jammed = topic()
    for (let i = 0; i < 3; i++) {
      await mallory.request('irn_publish', { topic: jammed, message: `ag${i}`, ttl: 86_400 })
    }
    const fourth = await mallory.request('irn_publish', {
      topic: jammed,
      message: 'ag3',
      ttl: 86_400,
    })
    expect(fourth.error).toMatchObject({
      code: relayErrorCodes.tooManyMessagesOnTopic,
      message: 'Too many messages on topic: at most 3 unacknowledged ones are stored',
    })
    // Once its subscriber takes them, the topic has room again.
    await bob.request('irn_batchFetchMessages', { topics: [jammed] })
    expect(
      (await alice.request('irn_publish', { topic: jammed, message: 'ZnJlZQ', ttl: 300 })).result,
    ).toBe(true)
  })

  it('HOSTILE: refuses a 1 MB topic, a short topic and a non-base64 message with invalid params, storing nothing', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const huge = await alice.request('irn_publish', {
      topic: 'a'.repeat(1024 * 1024),
      message: 'AAAA',
      ttl: 300,
    })
    expect(huge.error).toMatchObject({
      code: relayErrorCodes.invalidParams,
      message: 'Invalid params: "topic" must be a topic of 64 lowercase hex characters',
    })
    const short = await bob.request('irn_subscribe', { topic: 'abc' })
    expect(short.error?.code).toBe(relayErrorCodes.invalidParams)
    const upper = await bob.request('irn_batchSubscribe', { topics: ['A'.repeat(64)] })
    expect(upper.error?.code).toBe(relayErrorCodes.invalidParams)
    const t = topic()
    const notBase64 = await alice.request('irn_publish', {
      topic: t,
      message: '<script>',
      ttl: 300,
    })
    expect(notBase64.error).toMatchObject({
      code: relayErrorCodes.invalidParams,
      message: 'Invalid params: "message" must be a base64 envelope',
    })
    expect((await bob.request('irn_batchFetchMessages', { topics: [t] })).result).toEqual({
      messages: [],
      hasMore: false,
    })
  })

  it('HOSTILE: answers a 64 KB auth query with HTTP 431 and a 3 KB auth JWT with 414, not a reset', async () => {
    const { port, url } = await relay()
    const upgrade = (query: string) =>
      `GET /?${query} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n'
    expect(await rawStatus(port, upgrade(`auth=${'a'.repeat(64 * 1024)}`))).toBe(431)
    expect(await rawStatus(port, upgrade(`auth=${'a'.repeat(3 * 1024)}`))).toBe(414)
    // The relay still serves a real client after both.
    const alice = await client(url)
    expect((await alice.request('irn_subscribe', { topic: topic() })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
  })

  it('keeps a message published before a relay restart within its ttl, and delivers it after', async () => {
    const prefix = `${topic()}:`
    const first = await relay({ redisKeyPrefix: prefix })
    const alice = await client(first.url)
    const t = topic()
    await alice.request('irn_publish', { topic: t, message: 'YmVmb3Jl', ttl: 300 })
    await alice.close()
    await first.stop()
    relays.splice(relays.indexOf(first), 1)
    const again = await relay({ port: first.port, redisKeyPrefix: prefix })
    expect(again.redisUrl).toBe(redis.url)
    const bob = await client(again.url)
    await bob.request('irn_subscribe', { topic: t })
    await bob.waitFor((f) => f.params?.data.message === 'YmVmb3Jl')
  })

  it('lets a client on relay A and a client on relay B (one Redis) exchange messages both ways', async () => {
    const prefix = `${topic()}:`
    const [a, b] = [
      await relay({ redisKeyPrefix: prefix }),
      await relay({ redisKeyPrefix: prefix }),
    ]
    const [alice, bob] = [await client(a.url), await client(b.url)]
    const t = topic()
    await alice.request('irn_subscribe', { topic: t })
    await bob.request('irn_subscribe', { topic: t })
    await alice.request('irn_publish', { topic: t, message: 'ZnJvbUE', ttl: 300 })
    await bob.waitFor((f) => f.params?.data.message === 'ZnJvbUE')
    await bob.request('irn_publish', { topic: t, message: 'ZnJvbUI', ttl: 300 })
    await alice.waitFor((f) => f.params?.data.message === 'ZnJvbUI')
    // Neither gets its own message back, through either relay.
    await alice.request('irn_publish', { topic: topic(), message: 'ZmVuY2U', ttl: 300 })
    expect(alice.pushes(t).map((f) => f.params?.data.message)).toEqual(['ZnJvbUI'])
  })
})
