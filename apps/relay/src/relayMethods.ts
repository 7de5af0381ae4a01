import type { PublishInput } from './MessageStore'
import type { RelayHub } from './RelayHub'
import {
  readArray,
  readOptionalNumber,
  readParamsObject,
  readString,
  readStringArray,
} from './readParams'
import type { RelayLimits } from './relayLimits'

/** A method's answer, and work to run once the answer is on the wire (replays). */
export interface MethodOutcome {
  result: unknown
  after?: () => void
}

/** Serves one JSON-RPC method for a client. */
export type RelayMethod = (
  hub: RelayHub,
  clientId: string,
  params: Record<string, unknown>,
  limits: RelayLimits,
) => MethodOutcome

/** Tags the clients give these messages (`wc_sessionPropose` req/res, `wc_sessionSettle` req). */
const proposalTag = 1100
const proposalResponseTag = 1101
const settlementTag = 1102
const defaultTtlSeconds = 300

function readPublish(
  params: Record<string, unknown>,
  senderId: string,
  keys: { topic: string; message: string; tag: number },
): PublishInput {
  const attestation = params.attestation
  return {
    topic: readString(params, keys.topic),
    message: readString(params, keys.message),
    ttlSeconds: readOptionalNumber(params, 'ttl', defaultTtlSeconds),
    tag: readOptionalNumber(params, 'tag', keys.tag),
    // An empty attestation tells the clients there is none, so they ask no verification host.
    attestation: typeof attestation === 'string' ? attestation : '',
    senderId,
  }
}

const publishKeys = { topic: 'topic', message: 'message', tag: 0 }

function subscribeAll(hub: RelayHub, clientId: string, topics: string[]): MethodOutcome {
  const ids = topics.map((topic) => hub.subscribe(clientId, topic))
  const after = () => {
    for (const topic of topics) hub.replay(clientId, topic)
  }
  return { result: ids, after }
}

/** The methods the `@walletconnect/core` 2.25 clients call on a relay. */
export const relayMethods: Record<string, RelayMethod> = {
  irn_subscribe: (hub, clientId, params) => {
    const topic = readString(params, 'topic')
    const id = hub.subscribe(clientId, topic)
    return { result: id, after: () => hub.replay(clientId, topic) }
  },
  irn_batchSubscribe: (hub, clientId, params, limits) =>
    subscribeAll(hub, clientId, readStringArray(params, 'topics', limits.maxBatchSize)),
  irn_unsubscribe: (hub, clientId, params) => {
    hub.unsubscribe(clientId, readString(params, 'topic'))
    return { result: true }
  },
  irn_batchUnsubscribe: (hub, clientId, params, limits) => {
    const entries = readArray(params, 'subscriptions', limits.maxBatchSize)
    const topics = entries.map((entry) => readString(readParamsObject(entry), 'topic'))
    for (const topic of topics) hub.unsubscribe(clientId, topic)
    return { result: true }
  },
  irn_publish: (hub, clientId, params) => {
    hub.publish(readPublish(params, clientId, publishKeys))
    return { result: true }
  },
  irn_batchPublish: (hub, clientId, params, limits) => {
    const entries = readArray(params, 'messages', limits.maxBatchSize)
    const inputs = entries.map((entry) =>
      readPublish(readParamsObject(entry), clientId, publishKeys),
    )
    for (const input of inputs) hub.store.assertSize(input.message)
    for (const input of inputs) hub.publish(input)
    return { result: true }
  },
  irn_batchFetchMessages: (hub, clientId, params, limits) => ({
    result: hub.fetch(clientId, readStringArray(params, 'topics', limits.maxBatchSize)),
  }),
  wc_proposeSession: (hub, clientId, params) => {
    const proposal = readPublish(params, clientId, {
      topic: 'pairingTopic',
      message: 'sessionProposal',
      tag: proposalTag,
    })
    hub.subscribe(clientId, proposal.topic)
    hub.publish(proposal)
    return { result: true, after: () => hub.replay(clientId, proposal.topic) }
  },
  wc_approveSession: (hub, clientId, params) => {
    const response = readPublish({ ...params, tag: undefined }, clientId, {
      topic: 'pairingTopic',
      message: 'sessionProposalResponse',
      tag: proposalResponseTag,
    })
    const settlement = readPublish({ ...params, tag: undefined }, clientId, {
      topic: 'sessionTopic',
      message: 'sessionSettlementRequest',
      tag: settlementTag,
    })
    hub.store.assertSize(response.message)
    hub.store.assertSize(settlement.message)
    hub.subscribe(clientId, settlement.topic)
    hub.publish(response)
    hub.publish(settlement)
    return { result: true, after: () => hub.replay(clientId, settlement.topic) }
  },
}
