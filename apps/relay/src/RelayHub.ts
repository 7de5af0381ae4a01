import type { ConnectionQuota } from './ConnectionQuota'
import type {
  FannedOutMessage,
  PublishInput,
  RedisRelayStore,
  StoredMessage,
} from './RedisRelayStore'
import type { RelayLimits } from './relayLimits'
import { subscriptionId } from './subscriptionId'

/** Sends one stored message to every open socket of a client as `irn_subscription`. */
export type PushMessage = (clientId: string, stored: StoredMessage) => void

/** A message as `irn_batchFetchMessages` returns it. */
export interface FetchedMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation: string
}

/**
 * The relay's rules apart from sockets: subscriptions, the mailbox and fan-out, in Redis; what a
 * single connection may do is checked against its own `ConnectionQuota` first.
 */
export class RelayHub {
  constructor(
    private readonly store: RedisRelayStore,
    private readonly limits: RelayLimits,
    private readonly now: () => number,
    private readonly push: PushMessage,
    private readonly isConnectedHere: (clientId: string) => boolean,
  ) {}

  /** Subscribes a client to topics (all or none) and returns their subscription ids. */
  async subscribe(clientId: string, quota: ConnectionQuota, topics: string[]): Promise<string[]> {
    quota.subscribe(topics)
    try {
      await this.store.subscribe(clientId, topics, this.now())
    } catch (error) {
      quota.unsubscribe(topics)
      throw error
    }
    return topics.map((topic) => subscriptionId(topic, clientId))
  }

  /** Sends a client the stored messages of topics it has not acknowledged yet. */
  async replay(clientId: string, topics: string[]): Promise<void> {
    const { messages } = await this.store.undelivered(clientId, topics, this.now(), {
      limit: this.limits.maxFetchMessages,
      markDelivered: false,
    })
    for (const stored of messages) this.push(clientId, stored)
  }

  /** Unsubscribes a client from topics. */
  async unsubscribe(clientId: string, quota: ConnectionQuota, topics: string[]): Promise<void> {
    quota.unsubscribe(topics)
    await this.store.unsubscribe(clientId, topics)
  }

  /** Stores a message for its ttl; every relay process then sends it to its subscribers. */
  async publish(quota: ConnectionQuota, input: PublishInput): Promise<void> {
    const bytes = Buffer.byteLength(input.message, 'utf8')
    quota.takePublish(input.topic, bytes, this.now())
    const expiresAt = await this.store.publish(input, this.now())
    if (expiresAt !== undefined) quota.recordPublish(input.topic, bytes, expiresAt)
  }

  /** Pushes a message stored by any relay process to its subscribers connected here. */
  async fanOut(message: FannedOutMessage): Promise<void> {
    const { sender, ...stored } = message
    for (const clientId of await this.store.subscribers(stored.topic)) {
      if (clientId !== sender && this.isConnectedHere(clientId)) this.push(clientId, stored)
    }
  }

  /** Returns (and counts as delivered) the stored messages of `topics` a client has not had. */
  async fetch(
    clientId: string,
    topics: string[],
  ): Promise<{ messages: FetchedMessage[]; hasMore: boolean }> {
    const { messages, hasMore } = await this.store.undelivered(clientId, topics, this.now(), {
      limit: this.limits.maxFetchMessages,
      markDelivered: true,
    })
    return {
      messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
        topic,
        message,
        publishedAt,
        tag,
        attestation,
      })),
      hasMore,
    }
  }

  /** Records a client's acknowledgement of a pushed message. */
  acknowledge(clientId: string, messageId: string): Promise<void> {
    return this.store.acknowledge(clientId, messageId)
  }

  /** Marks a client as seen now, which keeps its subscriptions. */
  touch(clientId: string): Promise<void> {
    return this.store.touch(clientId, this.now())
  }
}
