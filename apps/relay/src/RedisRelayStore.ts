import { createClient } from '@redis/client'
import { refusalError } from './refusalError'
import type { RelayLimits } from './relayLimits'
import {
  acknowledgeScript,
  publishScript,
  subscribeScript,
  undeliveredScript,
  unsubscribeScript,
} from './relayScripts'

/** One stored message as the relay pushes or returns it. */
export interface StoredMessage {
  id: string
  topic: string
  message: string
  tag: number
  attestation: string
  publishedAt: number
}

/** A stored message as it arrives from the fan-out channel, with its sender. */
export interface FannedOutMessage extends StoredMessage {
  sender: string
}

/** What a publish hands to the store. */
export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation: string
  senderId: string
}

/** The part of a `@redis/client` connection the store uses. */
interface RedisClient {
  sendCommand(args: readonly string[]): Promise<unknown>
  close(): Promise<void>
}

function readStored(values: string[], offset: number): StoredMessage {
  return {
    id: values[offset] ?? '',
    topic: values[offset + 1] ?? '',
    message: values[offset + 2] ?? '',
    tag: Number(values[offset + 3]),
    attestation: values[offset + 4] ?? '',
    publishedAt: Number(values[offset + 5]),
  }
}

/**
 * The relay's messages, subscriptions and quotas in Redis, shared by every relay process on the
 * same Redis; stored messages are announced to all of them on a pub/sub channel.
 */
export class RedisRelayStore {
  private constructor(
    private readonly client: RedisClient,
    private readonly subscriber: RedisClient,
    private readonly prefix: string,
    private readonly limits: RelayLimits,
  ) {}

  /** Connects to `url` and calls `onMessage` for every message any relay process stores. */
  static async connect(
    url: string,
    limits: RelayLimits,
    onMessage: (message: FannedOutMessage) => void,
    prefix = 'relay:',
  ): Promise<RedisRelayStore> {
    const client = createClient({ url })
    client.on('error', () => {}) // reconnects on its own; commands fail meanwhile
    await client.connect()
    const subscriber = client.duplicate()
    subscriber.on('error', () => {})
    await subscriber.connect()
    await subscriber.SUBSCRIBE(`${prefix}fanout`, (payload) => {
      const parsed = JSON.parse(payload) as Omit<FannedOutMessage, 'publishedAt'> & {
        publishedAt: string
      }
      onMessage({ ...parsed, publishedAt: Number(parsed.publishedAt) })
    })
    return new RedisRelayStore(client as RedisClient, subscriber as RedisClient, prefix, limits)
  }

  private run(script: string, args: Array<string | number>): Promise<unknown> {
    return this.client.sendCommand(['EVAL', script, '0', this.prefix, ...args.map(String)])
  }

  /**
   * Stores a message and announces it; resolves with its expiry (ms), or undefined when it repeats
   * a stored message (which is not stored again).
   */
  async publish(input: PublishInput, now: number): Promise<number | undefined> {
    const l = this.limits
    const ttlMs = Math.min(Math.max(Math.floor(input.ttlSeconds), 1), l.maxTtlSeconds) * 1000
    const [outcome, limit] = (await this.run(publishScript, [
      input.topic,
      input.message,
      ttlMs,
      input.tag,
      input.attestation,
      input.senderId,
      now,
      l.maxMessagesPerTopic,
      l.maxTopics,
      l.maxTopicsPerClient,
      l.maxStoredBytes,
      l.maxStoredBytesPerClient,
      l.publishBurst,
      l.publishPerSecond,
    ])) as [string, string]
    if (outcome === 'stored') return now + ttlMs
    if (outcome === 'repeat') return undefined
    throw refusalError(outcome, Number(limit), this.limits, 'client')
  }

  /** The live messages of `topics` a client has neither sent nor acknowledged, in publish order. */
  async undelivered(
    clientId: string,
    topics: string[],
    now: number,
    options: { limit: number; markDelivered: boolean },
  ): Promise<{ messages: StoredMessage[]; hasMore: boolean }> {
    if (topics.length === 0) return { messages: [], hasMore: false }
    const [more, flat] = (await this.run(undeliveredScript, [
      clientId,
      now,
      options.limit,
      options.markDelivered ? '1' : '0',
      ...topics,
    ])) as [number, string[]]
    const messages: StoredMessage[] = []
    for (let offset = 0; offset < flat.length; offset += 6) messages.push(readStored(flat, offset))
    return { messages, hasMore: more === 1 }
  }

  /** Records a client's ack of message `id`. */
  async acknowledge(clientId: string, id: string): Promise<void> {
    await this.run(acknowledgeScript, [id, clientId])
  }

  /** Subscribes a client to all of `topics`, or to none when a cap would be passed. */
  async subscribe(clientId: string, topics: string[], now: number): Promise<void> {
    const l = this.limits
    const [outcome, limit] = (await this.run(subscribeScript, [
      clientId,
      now,
      l.maxSubscriptionsPerClient,
      l.maxSubscriptions,
      l.subscriptionTtlSeconds * 1000,
      ...topics,
    ])) as [string, string]
    if (outcome !== 'ok') throw refusalError(outcome, Number(limit), this.limits, 'client')
  }

  /** Unsubscribes a client from `topics`. */
  async unsubscribe(clientId: string, topics: string[]): Promise<void> {
    await this.run(unsubscribeScript, [clientId, ...topics])
  }

  /** Marks a client as seen now, which keeps its subscriptions. */
  async touch(clientId: string, now: number): Promise<void> {
    await this.client.sendCommand(['ZADD', `${this.prefix}clients`, String(now), clientId])
  }

  /** The client ids subscribed to `topic`. */
  async subscribers(topic: string): Promise<string[]> {
    return (await this.client.sendCommand([
      'SMEMBERS',
      `${this.prefix}subscribers:${topic}`,
    ])) as string[]
  }

  /** Closes both connections. */
  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.close(), this.client.close()])
  }
}
