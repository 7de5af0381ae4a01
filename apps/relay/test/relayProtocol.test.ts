import { createHash, randomBytes } from 'node:crypto'
import { generateKeyPair } from '@walletconnect/relay-auth'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelay, relayErrorCodes, startRelay } from '../src/exports'
import { RawClient } from './rawClient'

const topic = () => randomBytes(32).toString('hex')
const relays: RunningRelay[] = []
const clients: RawClient[] = []

async function relay(options: Parameters<typeof startRelay>[0] = {}) {
  const started = await startRelay(options)
  relays.push(started)
  return started
}

async function client(url: string, options: Parameters<typeof RawClient.connect>[1] = {}) {
  const connected = await RawClient.connect(url, options)
  clients.push(connected)
  return connected
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()))
  await Promise.all(relays.splice(0).map((r) => r.stop()))
})

describe('relay wire protocol', () => {
  it('answers irn_subscribe with sha256hex(topic + clientId) and pushes publishes to subscribers', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const t = topic()
    const subscribed = await bob.request('irn_subscribe', { topic: t })
    const expectedId = createHash('sha256')
      .update(t + bob.clientId)
      .digest('hex')
    expect(subscribed.result).toBe(expectedId)
    const published = await alice.request('irn_publish', {
      topic: t,
      message: 'hi',
      ttl: 300,
      tag: 1108,
    })
    expect(published.result).toBe(true)
    const push = await bob.waitFor((f) => f.method === 'irn_subscription')
    expect(push.params).toMatchObject({
      id: expectedId,
      data: { topic: t, message: 'hi', tag: 1108 },
    })
    expect(push.params?.data.publishedAt).toBeTypeOf('number')
  })

  it('does not echo a message to its sender', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const t = topic()
    await alice.request('irn_subscribe', { topic: t })
    await bob.request('irn_subscribe', { topic: t })
    await alice.request('irn_publish', { topic: t, message: 'ZnJvbUFsaWNl', ttl: 300 })
    await bob.waitFor((f) => f.method === 'irn_subscription')
    await alice.request('irn_publish', { topic: topic(), message: 'fence', ttl: 300 })
    expect(alice.pushes(t)).toHaveLength(0)
  })

  it('replays stored messages to a late subscriber, and not again once acknowledged', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const keyPair = generateKeyPair()
    const t = topic()
    await alice.request('irn_publish', { topic: t, message: 'stored', ttl: 300 })
    const first = await client(url, { keyPair })
    await first.request('irn_subscribe', { topic: t })
    await first.waitFor((f) => f.method === 'irn_subscription')
    await first.request('irn_publish', { topic: topic(), message: 'fence', ttl: 300 })
    await first.close()
    const again = await client(url, { keyPair })
    await again.request('irn_batchSubscribe', { topics: [t] })
    await again.request('irn_publish', { topic: topic(), message: 'fence', ttl: 300 })
    expect(again.pushes(t)).toHaveLength(0)
  })

  it('keeps subscriptions by client id: a message published while offline arrives after reconnect', async () => {
    const { url } = await relay()
    const keyPair = generateKeyPair()
    const alice = await client(url)
    const t = topic()
    const bob = await client(url, { keyPair, autoAck: false })
    const subscribed = await bob.request('irn_subscribe', { topic: t })
    await alice.request('irn_publish', { topic: t, message: 'unacked', ttl: 300 })
    await bob.waitFor((f) => f.method === 'irn_subscription')
    await bob.close()
    await alice.request('irn_publish', { topic: t, message: 'd2hpbGVPZmZsaW5l', ttl: 300 })
    const back = await client(url, { keyPair })
    const resubscribed = await back.request('irn_batchSubscribe', { topics: [t] })
    expect(resubscribed.result).toEqual([subscribed.result])
    await back.waitFor((f) => f.params?.data.message === 'd2hpbGVPZmZsaW5l')
    expect(back.pushes(t).map((f) => f.params?.data.message)).toEqual([
      'unacked',
      'd2hpbGVPZmZsaW5l',
    ])
  })

  it('irn_batchFetchMessages returns {messages, hasMore} and counts them as delivered', async () => {
    const { url } = await relay({ limits: { maxFetchMessages: 2 } })
    const [alice, bob] = [await client(url), await client(url)]
    const t = topic()
    await alice.request('irn_batchPublish', {
      messages: ['a', 'b', 'c'].map((message) => ({ topic: t, message, ttl: 300, tag: 1 })),
    })
    const first = await bob.request('irn_batchFetchMessages', { topics: [t] })
    expect(first.result).toMatchObject({
      hasMore: true,
      messages: [
        { topic: t, message: 'a', tag: 1 },
        { topic: t, message: 'b', tag: 1 },
      ],
    })
    const second = await bob.request('irn_batchFetchMessages', { topics: [t] })
    expect(second.result).toMatchObject({ hasMore: false, messages: [{ message: 'c' }] })
  })

  it('stops pushing after irn_unsubscribe and irn_batchUnsubscribe', async () => {
    const { url } = await relay()
    const [alice, bob] = [await client(url), await client(url)]
    const [t1, t2] = [topic(), topic()]
    const s1 = await bob.request('irn_subscribe', { topic: t1 })
    const s2 = await bob.request('irn_subscribe', { topic: t2 })
    expect((await bob.request('irn_unsubscribe', { topic: t1, id: s1.result })).result).toBe(true)
    const batch = await bob.request('irn_batchUnsubscribe', {
      subscriptions: [{ topic: t2, id: s2.result }],
    })
    expect(batch.result).toBe(true)
    await alice.request('irn_publish', { topic: t1, message: 'x', ttl: 300 })
    await alice.request('irn_publish', { topic: t2, message: 'y', ttl: 300 })
    await bob.request('irn_publish', { topic: topic(), message: 'fence', ttl: 300 })
    expect([...bob.pushes(t1), ...bob.pushes(t2)]).toHaveLength(0)
  })

  it('wc_proposeSession subscribes the sender to the pairing topic and stores the proposal', async () => {
    const { url } = await relay()
    const [dapp, wallet] = [await client(url), await client(url)]
    const pairingTopic = topic()
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic,
      sessionProposal: 'ZW5jcnlwdGVkUHJvcG9zYWw',
      ttl: 300,
    })
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    const push = await wallet.waitFor((f) => f.method === 'irn_subscription')
    expect(push.params?.data).toMatchObject({ message: 'ZW5jcnlwdGVkUHJvcG9zYWw', tag: 1100 })
    await wallet.request('irn_publish', { topic: pairingTopic, message: 'answer', ttl: 300 })
    await dapp.waitFor((f) => f.params?.data.message === 'answer')
  })

  it('wc_approveSession publishes the response on the pairing topic and the settlement on the session topic', async () => {
    const { url } = await relay()
    const [dapp, wallet] = [await client(url), await client(url)]
    const [pairingTopic, sessionTopic] = [topic(), topic()]
    await dapp.request('irn_subscribe', { topic: pairingTopic })
    const approved = await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'ZW5jcnlwdGVkUmVzcG9uc2U',
      sessionSettlementRequest: 'ZW5jcnlwdGVkU2V0dGxlbWVudA',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    const response = await dapp.waitFor((f) => f.method === 'irn_subscription')
    expect(response.params?.data).toMatchObject({ topic: pairingTopic, tag: 1101 })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    const settlement = await dapp.waitFor((f) => f.params?.data.topic === sessionTopic)
    expect(settlement.params?.data).toMatchObject({
      message: 'ZW5jcnlwdGVkU2V0dGxlbWVudA',
      tag: 1102,
    })
    await dapp.request('irn_publish', { topic: sessionTopic, message: 'settled', ttl: 300 })
    await wallet.waitFor((f) => f.params?.data.message === 'settled')
  })

  it('drops a stored message once its ttl has passed', async () => {
    let clock = 1_700_000_000_000
    const { url } = await relay({ now: () => clock })
    const [alice, bob] = [await client(url), await client(url)]
    const [short, long] = [topic(), topic()]
    await alice.request('irn_publish', { topic: short, message: 'brief', ttl: 30 })
    await alice.request('irn_publish', { topic: long, message: 'lasting', ttl: 300 })
    clock += 31_000
    const fetched = await bob.request('irn_batchFetchMessages', { topics: [short, long] })
    expect(fetched.result).toEqual({
      hasMore: false,
      messages: [
        { topic: long, message: 'lasting', tag: 0, publishedAt: clock - 31_000, attestation: '' },
      ],
    })
  })
})

describe('relay refusals', () => {
  it('answers an unknown method with a JSON-RPC method-not-found error', async () => {
    const { url } = await relay()
    const alice = await client(url)
    const answer = await alice.request('irn_teleport', { topic: topic() })
    expect(answer.error).toEqual({
      code: relayErrorCodes.methodNotFound,
      message: 'Method not found: irn_teleport',
      data: { method: 'irn_teleport' },
    })
  })

  it('refuses a message over maxMessageBytes with a clear error and stores nothing', async () => {
    const { url } = await relay({ limits: { maxMessageBytes: 1024 } })
    const [alice, bob] = [await client(url), await client(url)]
    const t = topic()
    const answer = await alice.request('irn_publish', {
      topic: t,
      message: 'x'.repeat(1025),
      ttl: 300,
    })
    expect(answer.error).toMatchObject({
      code: relayErrorCodes.messageTooLarge,
      message: 'Message too large: 1025 bytes, the limit is 1024',
    })
    const fetched = await bob.request('irn_batchFetchMessages', { topics: [t] })
    expect(fetched.result).toEqual({ messages: [], hasMore: false })
  })

  it('caps messages per topic, topics, subscriptions and batch sizes with distinct errors', async () => {
    const { url } = await relay({
      limits: {
        maxMessagesPerTopic: 2,
        maxTopics: 3,
        maxSubscriptionsPerClient: 2,
        maxBatchSize: 2,
      },
    })
    const alice = await client(url)
    const t = topic()
    await alice.request('irn_publish', { topic: t, message: '1', ttl: 300 })
    await alice.request('irn_publish', { topic: t, message: '2', ttl: 300 })
    const third = await alice.request('irn_publish', { topic: t, message: '3', ttl: 300 })
    expect(third.error?.code).toBe(relayErrorCodes.tooManyMessagesOnTopic)
    await alice.request('irn_publish', { topic: topic(), message: 'a', ttl: 300 })
    await alice.request('irn_publish', { topic: topic(), message: 'b', ttl: 300 })
    const fourthTopic = await alice.request('irn_publish', {
      topic: topic(),
      message: 'c',
      ttl: 300,
    })
    expect(fourthTopic.error?.code).toBe(relayErrorCodes.tooManyTopics)
    await alice.request('irn_subscribe', { topic: topic() })
    await alice.request('irn_subscribe', { topic: topic() })
    const third_sub = await alice.request('irn_subscribe', { topic: topic() })
    expect(third_sub.error?.code).toBe(relayErrorCodes.tooManySubscriptions)
    const batch = await alice.request('irn_batchSubscribe', { topics: [topic(), topic(), topic()] })
    expect(batch.error?.code).toBe(relayErrorCodes.batchTooLarge)
  })

  it('refuses the whole store past maxStoredBytes', async () => {
    const { url } = await relay({ limits: { maxStoredBytes: 10 } })
    const alice = await client(url)
    await alice.request('irn_publish', { topic: topic(), message: '12345678', ttl: 300 })
    const over = await alice.request('irn_publish', { topic: topic(), message: '123', ttl: 300 })
    expect(over.error).toMatchObject({ code: relayErrorCodes.storageFull })
  })

  it('answers bad JSON and bad params with parse and invalid-params errors', async () => {
    const { url } = await relay()
    const alice = await client(url)
    alice.socket.send('{not json')
    const parse = await alice.waitFor((f) => f.error?.code === relayErrorCodes.parseError)
    expect(parse.id).toBeNull()
    const bad = await alice.request('irn_publish', { topic: 7, message: 'x', ttl: 300 })
    expect(bad.error).toMatchObject({
      code: relayErrorCodes.invalidParams,
      message: 'Invalid params: "topic" must be a topic of 64 lowercase hex characters',
    })
  })

  it('pings every socket and drops one that stops answering', async () => {
    const { url, openSockets } = await relay({ pingIntervalMs: 200 })
    const mute = await client(url, { autoPong: false })
    const closed = new Promise<void>((resolve) => mute.socket.once('close', () => resolve()))
    const pinged = new Promise<void>((resolve) => mute.socket.once('ping', () => resolve()))
    await pinged
    await closed
    const healthy = await client(url)
    await new Promise<void>((resolve) => healthy.socket.once('ping', () => resolve()))
    await new Promise<void>((resolve) => healthy.socket.once('ping', () => resolve()))
    expect(openSockets()).toBe(1)
  })
})
