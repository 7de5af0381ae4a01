import { refusalError } from './refusalError'
import type { RelayLimits } from './relayLimits'

/** Bytes stored on one topic through this connection, held until the last of them expires. */
interface Held {
  bytes: number
  expiresAt: number
}

/**
 * What one socket may hold, whatever client id it claims: the same caps as a client id's
 * (stored topics and bytes, subscriptions, publish rate), counted for this connection alone.
 */
export class ConnectionQuota {
  private readonly held = new Map<string, Held>()
  private readonly subscribed = new Set<string>()
  private tokens: number
  private refilledAt: number

  constructor(
    private readonly limits: RelayLimits,
    now: number,
  ) {
    this.tokens = limits.publishBurst
    this.refilledAt = now
  }

  /** Throws the quota error a publish of `bytes` on `topic` would meet; takes a rate token. */
  takePublish(topic: string, bytes: number, now: number): void {
    const l = this.limits
    this.tokens = Math.min(
      l.publishBurst,
      this.tokens + (Math.max(0, now - this.refilledAt) * l.publishPerSecond) / 1000,
    )
    this.refilledAt = now
    if (this.tokens < 1) throw refusalError('rate', l.publishBurst, l, 'connection')
    let stored = 0
    for (const [key, entry] of this.held) {
      if (entry.expiresAt <= now) this.held.delete(key)
      else stored += entry.bytes
    }
    if (!this.held.has(topic) && this.held.size >= l.maxTopicsPerClient) {
      throw refusalError('clientTopics', l.maxTopicsPerClient, l, 'connection')
    }
    if (stored + bytes > l.maxStoredBytesPerClient) {
      throw refusalError('clientBytes', l.maxStoredBytesPerClient, l, 'connection')
    }
    this.tokens -= 1
  }

  /** Counts a stored message against this connection until it expires. */
  recordPublish(topic: string, bytes: number, expiresAt: number): void {
    const entry = this.held.get(topic)
    this.held.set(topic, {
      bytes: (entry?.bytes ?? 0) + bytes,
      expiresAt: Math.max(entry?.expiresAt ?? 0, expiresAt),
    })
  }

  /** Throws when subscribing to `topics` would pass the cap; else counts them. */
  subscribe(topics: string[]): void {
    const fresh = new Set(topics.filter((topic) => !this.subscribed.has(topic)))
    if (this.subscribed.size + fresh.size > this.limits.maxSubscriptionsPerClient) {
      throw refusalError(
        'clientSubscriptions',
        this.limits.maxSubscriptionsPerClient,
        this.limits,
        'connection',
      )
    }
    for (const topic of fresh) this.subscribed.add(topic)
  }

  /** Stops counting `topics`. */
  unsubscribe(topics: string[]): void {
    for (const topic of topics) this.subscribed.delete(topic)
  }
}
