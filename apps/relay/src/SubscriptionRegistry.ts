import { RelayRpcError, relayErrorCodes } from './RelayRpcError'
import type { RelayLimits } from './relayLimits'

/**
 * Which client ids follow which topics. Keyed by client id, not by socket, so subscriptions
 * outlive a reconnect; the least recently seen client is forgotten past `maxClients`.
 */
export class SubscriptionRegistry {
  private readonly byClient = new Map<string, Set<string>>()
  private readonly byTopic = new Map<string, Set<string>>()

  constructor(private readonly limits: RelayLimits) {}

  /** Subscribes `clientId` to `topic`. */
  subscribe(clientId: string, topic: string): void {
    const topics = this.touch(clientId)
    if (topics.has(topic)) return
    if (topics.size >= this.limits.maxSubscriptionsPerClient) {
      throw new RelayRpcError(
        relayErrorCodes.tooManySubscriptions,
        `Too many subscriptions: a client may follow at most ${this.limits.maxSubscriptionsPerClient} topics`,
        { details: { limit: this.limits.maxSubscriptionsPerClient } },
      )
    }
    topics.add(topic)
    const clients = this.byTopic.get(topic) ?? new Set<string>()
    clients.add(clientId)
    this.byTopic.set(topic, clients)
  }

  /** Unsubscribes `clientId` from `topic`. */
  unsubscribe(clientId: string, topic: string): void {
    this.byClient.get(clientId)?.delete(topic)
    const clients = this.byTopic.get(topic)
    if (!clients) return
    clients.delete(clientId)
    if (clients.size === 0) this.byTopic.delete(topic)
  }

  /** The client ids subscribed to `topic`. */
  subscribers(topic: string): string[] {
    return [...(this.byTopic.get(topic) ?? [])]
  }

  /** Whether `clientId` follows `topic`. */
  isSubscribed(clientId: string, topic: string): boolean {
    return this.byClient.get(clientId)?.has(topic) ?? false
  }

  /** Marks a client as just seen (kept last when clients are forgotten) and returns its topics. */
  touch(clientId: string): Set<string> {
    const topics = this.byClient.get(clientId) ?? new Set<string>()
    this.byClient.delete(clientId)
    this.byClient.set(clientId, topics)
    this.forgetOldest(clientId)
    return topics
  }

  private forgetOldest(keep: string): void {
    for (const clientId of this.byClient.keys()) {
      if (this.byClient.size <= this.limits.maxClients) return
      if (clientId === keep) continue
      for (const topic of this.byClient.get(clientId) ?? []) this.unsubscribe(clientId, topic)
      this.byClient.delete(clientId)
    }
  }
}
