import { RelayRpcError, relayErrorCodes } from './RelayRpcError'
import type { RelayLimits } from './relayLimits'

/** Who a quota was counted for: a client id (across its sockets and relays) or one connection. */
export type QuotaHolder = 'client' | 'connection'

/** The JSON-RPC error for a refused publish or subscribe, by the name of the cap it would pass. */
export function refusalError(
  refusal: string,
  limit: number,
  limits: RelayLimits,
  holder: QuotaHolder,
): RelayRpcError {
  const who = holder === 'client' ? 'a client' : 'a connection'
  const details = { limit, holder }
  switch (refusal) {
    case 'rate':
      return new RelayRpcError(
        relayErrorCodes.rateLimited,
        `Rate limited: ${who} may publish ${limits.publishBurst} messages at once and ${limits.publishPerSecond} more per second`,
        { details },
      )
    case 'topicMessages':
      return new RelayRpcError(
        relayErrorCodes.tooManyMessagesOnTopic,
        `Too many messages on topic: at most ${limit} unacknowledged ones are stored`,
        { details: { limit } },
      )
    case 'clientTopics':
      return new RelayRpcError(
        relayErrorCodes.quotaExceeded,
        `Quota exceeded: ${who} may store messages on at most ${limit} topics at once`,
        { details },
      )
    case 'clientBytes':
      return new RelayRpcError(
        relayErrorCodes.quotaExceeded,
        `Quota exceeded: ${who} may store at most ${limit} bytes of messages at once`,
        { details },
      )
    case 'clientSubscriptions':
      return new RelayRpcError(
        relayErrorCodes.tooManySubscriptions,
        `Too many subscriptions: ${who} may follow at most ${limit} topics`,
        { details },
      )
    case 'topics':
      return new RelayRpcError(
        relayErrorCodes.tooManyTopics,
        `Too many topics: the relay stores messages for at most ${limit}`,
        { details: { limit } },
      )
    case 'subscriptions':
      return new RelayRpcError(
        relayErrorCodes.tooManySubscriptions,
        `Too many subscriptions: the relay holds at most ${limit}`,
        { details: { limit } },
      )
    default:
      return new RelayRpcError(relayErrorCodes.storageFull, 'Relay storage full, retry later', {
        details: { limit },
      })
  }
}
