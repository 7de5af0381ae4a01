import { InvalidRpcResponseError } from '../errors/transportErrors'
import type { Timers } from '../time/clock'
import type { JsonRpcRequestBody } from './validateRpcResponse'

/** Parameters of {@link createBatchScheduler}. */
export type CreateBatchSchedulerParameters = {
  /** SPEC §7: 'batched (size 1000, wait 0)'. */
  batchSize: number
  waitMs: number
  timers: Timers
  /** Sends one body (an object, or an array for several requests) and returns the parsed JSON. */
  send: (body: JsonRpcRequestBody | JsonRpcRequestBody[]) => Promise<unknown>
}

type Queued = {
  body: JsonRpcRequestBody
  resolve: (response: unknown) => void
  reject: (error: unknown) => void
}

/**
 * Collects JSON-RPC requests made within `waitMs` (0: the same tick) into one HTTP call of at
 * most `batchSize` requests, and hands each caller the response object with its own id.
 * A reply without a caller's id rejects that caller with {@link InvalidRpcResponseError}.
 */
export function createBatchScheduler(parameters: CreateBatchSchedulerParameters) {
  const { batchSize, waitMs, timers, send } = parameters
  let queue: Queued[] = []
  let timer: unknown
  let scheduled = false

  const dispatch = async (batch: Queued[]) => {
    try {
      const single = batch.length === 1
      const response = await send(single ? (batch[0] as Queued).body : batch.map((q) => q.body))
      if (single) return (batch[0] as Queued).resolve(response)
      if (!Array.isArray(response)) {
        // One reply for the whole batch (e.g. a rate-limit error object): give it to everyone.
        for (const q of batch) q.resolve(response)
        return
      }
      const byId = new Map<unknown, unknown>()
      for (const item of response) byId.set((item as { id?: unknown } | null)?.id, item)
      for (const q of batch) {
        if (byId.has(q.body.id)) q.resolve(byId.get(q.body.id))
        else
          q.reject(
            new InvalidRpcResponseError(`missing id ${q.body.id} in batch response`, { response }),
          )
      }
    } catch (error) {
      for (const q of batch) q.reject(error)
    }
  }

  const flush = () => {
    if (scheduled) timers.clearTimeout(timer)
    scheduled = false
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize)
      queue = queue.slice(batchSize)
      void dispatch(batch)
    }
  }

  return {
    /** Queues a request; resolves with the raw response object carrying its id. */
    enqueue(body: JsonRpcRequestBody): Promise<unknown> {
      return new Promise((resolve, reject) => {
        queue.push({ body, resolve, reject })
        if (queue.length >= batchSize) flush()
        else if (!scheduled) {
          scheduled = true
          timer = timers.setTimeout(flush, waitMs)
        }
      })
    },
  }
}
