/**
 * Caps that keep the relay fair and its memory bounded; each breach is answered with a JSON-RPC
 * error. Client ids are free (a self-made did:key), so every per-client quota also holds per
 * connection, and each is a small share of the relay-wide cap.
 */
export interface RelayLimits {
  /** Largest `message` string of one publish, in bytes (UTF-8). */
  maxMessageBytes: number
  /** Largest `attestation` string of one publish, in bytes. */
  maxAttestationBytes: number
  /** Messages per topic that no recipient has acknowledged yet. */
  maxMessagesPerTopic: number
  /** Distinct topics holding stored messages, relay-wide. */
  maxTopics: number
  /** Distinct topics one client id (and one connection) may hold stored messages on. */
  maxTopicsPerClient: number
  /** Topics one client id (and one connection) may be subscribed to. */
  maxSubscriptionsPerClient: number
  /** Subscriptions relay-wide; past it, the longest-unseen client's subscriptions are dropped. */
  maxSubscriptions: number
  /** Bytes of all stored messages together, relay-wide. */
  maxStoredBytes: number
  /** Bytes of the stored messages one client id (and one connection) published. */
  maxStoredBytesPerClient: number
  /** Publishes a client id (and a connection) may send in a burst. */
  publishBurst: number
  /** Publishes per second a client id (and a connection) regains, up to `publishBurst`. */
  publishPerSecond: number
  /** A publish's ttl is clamped to this many seconds. */
  maxTtlSeconds: number
  /** Subscriptions of a client not seen for this long are dropped. */
  subscriptionTtlSeconds: number
  /** Entries in one batch request (topics, subscriptions or messages). */
  maxBatchSize: number
  /** Messages returned by one `irn_batchFetchMessages`; the rest come with `hasMore: true`. */
  maxFetchMessages: number
  /** Length of the socket URL's `auth` JWT; a longer one is refused with HTTP 414. */
  maxAuthLength: number
}

/** The limits a relay gets when `startRelay` is given none. */
export const defaultRelayLimits: RelayLimits = {
  maxMessageBytes: 128 * 1024,
  maxAttestationBytes: 4 * 1024,
  maxMessagesPerTopic: 200,
  maxTopics: 50_000,
  maxTopicsPerClient: 200,
  maxSubscriptionsPerClient: 1_000,
  maxSubscriptions: 200_000,
  maxStoredBytes: 128 * 1024 * 1024,
  maxStoredBytesPerClient: 2 * 1024 * 1024,
  publishBurst: 200,
  publishPerSecond: 20,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  subscriptionTtlSeconds: 30 * 24 * 60 * 60,
  maxBatchSize: 500,
  maxFetchMessages: 500,
  maxAuthLength: 2 * 1024,
}
