import { RelayRpcError, relayErrorCodes } from './RelayRpcError'
import type { RelayLimits } from './relayLimits'

/** One published message, kept until its ttl ends. */
export interface StoredMessage {
  id: number
  topic: string
  message: string
  tag: number
  attestation: string
  publishedAt: number
  expiresAt: number
  bytes: number
  senderId: string
  /** Client ids that acknowledged (or fetched) it, the sender included. */
  deliveredTo: Set<string>
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

/** The relay's mailbox: messages per topic, dropped when their ttl ends, within `RelayLimits`. */
export class MessageStore {
  private readonly topics = new Map<string, StoredMessage[]>()
  private storedBytes = 0
  private nextId = 1

  constructor(
    private readonly limits: RelayLimits,
    private readonly now: () => number,
  ) {}

  /** Stores a message (a repeat of a stored one is returned as is) and returns it. */
  add(input: PublishInput): StoredMessage {
    const bytes = this.assertSize(input.message)
    const messages = this.live(input.topic)
    const repeat = messages.find((stored) => stored.message === input.message)
    if (repeat) return repeat
    this.checkRoom(input.topic, messages.length, bytes)
    const now = this.now()
    const ttl = Math.min(Math.max(input.ttlSeconds, 1), this.limits.maxTtlSeconds)
    const stored: StoredMessage = {
      id: this.nextId++,
      topic: input.topic,
      message: input.message,
      tag: input.tag,
      attestation: input.attestation,
      publishedAt: now,
      expiresAt: now + ttl * 1000,
      bytes,
      senderId: input.senderId,
      deliveredTo: new Set([input.senderId]),
    }
    this.topics.set(input.topic, [...messages, stored])
    this.storedBytes += bytes
    return stored
  }

  /** Returns the message's size in bytes; throws when it is over `maxMessageBytes`. */
  assertSize(message: string): number {
    const bytes = Buffer.byteLength(message, 'utf8')
    if (bytes > this.limits.maxMessageBytes) {
      throw new RelayRpcError(
        relayErrorCodes.messageTooLarge,
        `Message too large: ${bytes} bytes, the limit is ${this.limits.maxMessageBytes}`,
        { details: { bytes, limit: this.limits.maxMessageBytes } },
      )
    }
    return bytes
  }

  /** Live messages of a topic that `clientId` has neither sent nor acknowledged. */
  undelivered(topic: string, clientId: string): StoredMessage[] {
    return this.live(topic).filter((stored) => !stored.deliveredTo.has(clientId))
  }

  /** Records that `clientId` acknowledged message `id` of `topic`. */
  markDelivered(topic: string, id: number, clientId: string): void {
    this.topics
      .get(topic)
      ?.find((stored) => stored.id === id)
      ?.deliveredTo.add(clientId)
  }

  /** Drops every expired message. */
  prune(): void {
    for (const topic of [...this.topics.keys()]) this.live(topic)
  }

  /** How many topics and bytes the store holds. */
  size(): { topics: number; messages: number; bytes: number } {
    let messages = 0
    for (const list of this.topics.values()) messages += list.length
    return { topics: this.topics.size, messages, bytes: this.storedBytes }
  }

  private live(topic: string): StoredMessage[] {
    const messages = this.topics.get(topic)
    if (!messages) return []
    const now = this.now()
    const alive = messages.filter((stored) => stored.expiresAt > now)
    if (alive.length === messages.length) return messages
    for (const stored of messages) if (stored.expiresAt <= now) this.storedBytes -= stored.bytes
    if (alive.length === 0) this.topics.delete(topic)
    else this.topics.set(topic, alive)
    return alive
  }

  private checkRoom(topic: string, count: number, bytes: number): void {
    if (!this.topics.has(topic) && this.topics.size >= this.limits.maxTopics) {
      this.prune()
      if (this.topics.size >= this.limits.maxTopics) {
        throw new RelayRpcError(
          relayErrorCodes.tooManyTopics,
          `Too many topics: the relay stores messages for at most ${this.limits.maxTopics}`,
          { details: { limit: this.limits.maxTopics } },
        )
      }
    }
    if (count >= this.limits.maxMessagesPerTopic) {
      throw new RelayRpcError(
        relayErrorCodes.tooManyMessagesOnTopic,
        `Too many messages on topic: at most ${this.limits.maxMessagesPerTopic} are stored`,
        { details: { topic, limit: this.limits.maxMessagesPerTopic } },
      )
    }
    if (this.storedBytes + bytes > this.limits.maxStoredBytes) {
      this.prune()
      if (this.storedBytes + bytes > this.limits.maxStoredBytes) {
        throw new RelayRpcError(relayErrorCodes.storageFull, 'Relay storage full, retry later', {
          details: { limit: this.limits.maxStoredBytes },
        })
      }
    }
  }
}
