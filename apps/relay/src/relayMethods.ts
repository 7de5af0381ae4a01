import type { ConnectionQuota } from './ConnectionQuota'
import type { RelayHub } from './RelayHub'
import { readArray, readParamsObject } from './readParams'
import { readPublish, readTopic, readTopics } from './readPublish'
import type { RelayLimits } from './relayLimits'

/** A method's answer, and work to run once the answer is on the wire (replays). */
export interface MethodOutcome {
  result: unknown
  after?: () => Promise<void>
}

/** Who is asking, and the caps that apply. */
export interface MethodContext {
  hub: RelayHub
  clientId: string
  quota: ConnectionQuota
  limits: RelayLimits
}

/** Serves one JSON-RPC method for a client. */
export type RelayMethod = (
  context: MethodContext,
  params: Record<string, unknown>,
) => Promise<MethodOutcome>

/** Tags the clients give these messages (`wc_sessionPropose` req/res, `wc_sessionSettle` req). */
const proposalTag = 1100
const proposalResponseTag = 1101
const settlementTag = 1102
const publishKeys = { topic: 'topic', message: 'message', tag: 0 }

async function subscribeAll(context: MethodContext, topics: string[]): Promise<MethodOutcome> {
  const { hub, clientId, quota } = context
  const ids = await hub.subscribe(clientId, quota, topics)
  return { result: ids, after: () => hub.replay(clientId, topics) }
}

/** The methods the `@walletconnect/core` 2.25 clients call on a relay. */
export const relayMethods: Record<string, RelayMethod> = {
  irn_subscribe: async (context, params) => {
    const topic = readTopic(params, 'topic')
    const outcome = await subscribeAll(context, [topic])
    return { ...outcome, result: (outcome.result as string[])[0] }
  },
  irn_batchSubscribe: (context, params) =>
    subscribeAll(
      context,
      readTopics(readArray(params, 'topics', context.limits.maxBatchSize), 'topics'),
    ),
  irn_unsubscribe: async ({ hub, clientId, quota }, params) => {
    await hub.unsubscribe(clientId, quota, [readTopic(params, 'topic')])
    return { result: true }
  },
  irn_batchUnsubscribe: async ({ hub, clientId, quota, limits }, params) => {
    const entries = readArray(params, 'subscriptions', limits.maxBatchSize)
    const topics = entries.map((entry) => readTopic(readParamsObject(entry), 'topic'))
    await hub.unsubscribe(clientId, quota, topics)
    return { result: true }
  },
  irn_publish: async ({ hub, clientId, quota, limits }, params) => {
    await hub.publish(quota, readPublish(params, clientId, limits, publishKeys))
    return { result: true }
  },
  irn_batchPublish: async ({ hub, clientId, quota, limits }, params) => {
    const entries = readArray(params, 'messages', limits.maxBatchSize)
    const inputs = entries.map((entry) =>
      readPublish(readParamsObject(entry), clientId, limits, publishKeys),
    )
    for (const input of inputs) await hub.publish(quota, input)
    return { result: true }
  },
  irn_batchFetchMessages: async ({ hub, clientId, limits }, params) => ({
    result: await hub.fetch(
      clientId,
      readTopics(readArray(params, 'topics', limits.maxBatchSize), 'topics'),
    ),
  }),
  wc_proposeSession: async ({ hub, clientId, quota, limits }, params) => {
    const proposal = readPublish(params, clientId, limits, {
      topic: 'pairingTopic',
      message: 'sessionProposal',
      tag: proposalTag,
    })
    await hub.subscribe(clientId, quota, [proposal.topic])
    await hub.publish(quota, proposal)
    return { result: true, after: () => hub.replay(clientId, [proposal.topic]) }
  },
  wc_approveSession: async ({ hub, clientId, quota, limits }, params) => {
    const response = readPublish({ ...params, tag: undefined }, clientId, limits, {
      topic: 'pairingTopic',
      message: 'sessionProposalResponse',
      tag: proposalResponseTag,
    })
    const settlement = readPublish({ ...params, tag: undefined }, clientId, limits, {
      topic: 'sessionTopic',
      message: 'sessionSettlementRequest',
      tag: settlementTag,
    })
    await hub.subscribe(clientId, quota, [settlement.topic])
    await hub.publish(quota, response)
    await hub.publish(quota, settlement)
    return { result: true, after: () => hub.replay(clientId, [settlement.topic]) }
  },
}
