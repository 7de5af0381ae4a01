import { MessageStore, type PublishInput, type StoredMessage } from './MessageStore'
import type { RelayLimits } from './relayLimits'
import { SubscriptionRegistry } from './SubscriptionRegistry'
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

/** The relay's state and rules, apart from sockets: subscriptions, the mailbox and fan-out. */
export class RelayHub {
  readonly store: MessageStore
  readonly subscriptions: SubscriptionRegistry

  constructor(
    private readonly limits: RelayLimits,
    now: () => number,
    private readonly push: PushMessage,
  ) {
    this.store = new MessageStore(limits, now)
    this.subscriptions = new SubscriptionRegistry(limits)
  }

  /** Subscribes a client to a topic and returns its subscription id. */
  subscribe(clientId: string, topic: string): string {
    this.subscriptions.subscribe(clientId, topic)
    return subscriptionId(topic, clientId)
  }

  /** Sends a client the stored messages of a topic it has not acknowledged yet. */
  replay(clientId: string, topic: string): void {
    for (const stored of this.store.undelivered(topic, clientId)) this.push(clientId, stored)
  }

  /** Unsubscribes a client from a topic. */
  unsubscribe(clientId: string, topic: string): void {
    this.subscriptions.unsubscribe(clientId, topic)
  }

  /** Stores a message for its ttl and sends it to every subscriber but its sender. */
  publish(input: PublishInput): void {
    const stored = this.store.add(input)
    for (const clientId of this.subscriptions.subscribers(input.topic)) {
      if (!stored.deliveredTo.has(clientId)) this.push(clientId, stored)
    }
  }

  /** Returns (and counts as delivered) the stored messages of `topics` a client has not had. */
  fetch(clientId: string, topics: string[]): { messages: FetchedMessage[]; hasMore: boolean } {
    const pending = topics.flatMap((topic) => this.store.undelivered(topic, clientId))
    const taken = pending.slice(0, this.limits.maxFetchMessages)
    for (const stored of taken) this.store.markDelivered(stored.topic, stored.id, clientId)
    return {
      messages: taken.map(({ topic, message, publishedAt, tag, attestation }) => ({
        topic,
        message,
        publishedAt,
        tag,
        attestation,
      })),
      hasMore: pending.length > taken.length,
    }
  }

  /** Records a client's acknowledgement of a pushed message. */
  acknowledge(clientId: string, topic: string, messageId: number): void {
    this.store.markDelivered(topic, messageId, clientId)
  }
}
