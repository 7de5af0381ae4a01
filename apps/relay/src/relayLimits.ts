/** Caps that keep the relay's memory bounded; each breach is answered with a JSON-RPC error. */
export interface RelayLimits {
  /** Largest `message` string of one publish, in bytes (UTF-8). */
  maxMessageBytes: number
  /** Stored messages kept per topic. */
  maxMessagesPerTopic: number
  /** Distinct topics holding stored messages. */
  maxTopics: number
  /** Topics one client id may be subscribed to. */
  maxSubscriptionsPerClient: number
  /** Bytes of all stored messages together. */
  maxStoredBytes: number
  /** A publish's ttl is clamped to this many seconds. */
  maxTtlSeconds: number
  /** Entries in one batch request (topics, subscriptions or messages). */
  maxBatchSize: number
  /** Messages returned by one `irn_batchFetchMessages`; the rest come with `hasMore: true`. */
  maxFetchMessages: number
  /** Client ids whose subscriptions are remembered; the longest-offline one is forgotten first. */
  maxClients: number
}

/** The limits a relay gets when `startRelay` is given none. */
export const defaultRelayLimits: RelayLimits = {
  maxMessageBytes: 128 * 1024,
  maxMessagesPerTopic: 200,
  maxTopics: 10_000,
  maxSubscriptionsPerClient: 1_000,
  maxStoredBytes: 64 * 1024 * 1024,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxBatchSize: 500,
  maxFetchMessages: 500,
  maxClients: 10_000,
}
