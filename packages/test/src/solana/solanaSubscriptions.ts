import type { WebSocket } from 'ws'
import { handleJsonRpc } from './handleJsonRpc'
import { mintDecimals } from './readBalances'
import { encodeAccount } from './rpc/encodeAccount'
import { addressAt, checkSignature, commitmentOf, configAt, withContext } from './rpc/rpcParams'
import type { SolanaDevChain } from './SolanaDevChain'
import { invalidParams, SolanaRpcError } from './SolanaRpcError'
import type { Commitment } from './slotClock'
import { SYSTEM_PROGRAM } from './splToken'
import { toJsonText } from './toJsonText'
import type { TransactionRecord } from './transactionRecord'

type Subscription =
  | { kind: 'signature'; signature: string; commitment: Commitment }
  | {
      kind: 'account'
      address: string
      commitment: Commitment
      config: Record<string, unknown>
      changedAt: number[]
    }
  | { kind: 'slot' }

let nextId = 0

function accountValue(chain: SolanaDevChain, address: string, config: Record<string, unknown>) {
  const account = chain.svm.getAccount(address as never)
  if (account.exists) return encodeAccount(account, config, (mint) => mintDecimals(chain.svm, mint))
  const empty = {
    address,
    data: new Uint8Array(),
    executable: false,
    lamports: 0n,
    programAddress: SYSTEM_PROGRAM,
    space: 0n,
  }
  return { ...encodeAccount(empty as never, config, () => 0), rentEpoch: 0 }
}

/**
 * Serves a node's PubSub API on one WebSocket: signatureSubscribe (one notification when the
 * transaction reaches the asked commitment, at once if it already has), accountSubscribe (a
 * notification when a transaction that could write the account reaches the commitment) and
 * slotSubscribe (every new slot), with their unsubscribe methods.
 */
export function serveSolanaSubscriptions(socket: WebSocket, chain: SolanaDevChain): void {
  const subscriptions = new Map<number, Subscription>()
  const notify = (method: string, subscription: number, result: unknown) => {
    if (socket.readyState !== socket.OPEN) return
    socket.send(toJsonText({ jsonrpc: '2.0', method, params: { result, subscription } }))
  }
  const notifyIfReached = (id: number, subscription: Subscription & { kind: 'signature' }) => {
    if (subscriptions.get(id) !== subscription) return // already notified, or unsubscribed
    const record = chain.transactions.get(subscription.signature)
    if (!record || !chain.clock.reached(record.slot, subscription.commitment)) return
    subscriptions.delete(id)
    notify('signatureNotification', id, withContext(record.slot, { err: record.err }))
  }
  const onTransaction = (record: TransactionRecord) => {
    const written = new Set(record.writableIndexes.map((index) => record.accountKeys[index]))
    for (const subscription of subscriptions.values()) {
      if (subscription.kind === 'account' && written.has(subscription.address)) {
        subscription.changedAt.push(record.slot)
      }
    }
  }
  const onSlot = (slot: number) => {
    for (const [id, subscription] of subscriptions) {
      if (subscription.kind === 'slot') {
        notify('slotNotification', id, {
          parent: Math.max(0, slot - 1),
          root: chain.clock.slotAt('finalized'),
          slot,
        })
      } else if (subscription.kind === 'signature') {
        notifyIfReached(id, subscription)
      } else if (
        subscription.changedAt.some((at) => chain.clock.reached(at, subscription.commitment))
      ) {
        subscription.changedAt = subscription.changedAt.filter(
          (at) => !chain.clock.reached(at, subscription.commitment),
        )
        const value = accountValue(chain, subscription.address, subscription.config)
        notify(
          'accountNotification',
          id,
          withContext(chain.clock.slotAt(subscription.commitment), value),
        )
      }
    }
  }
  chain.on('transaction', onTransaction)
  chain.on('slot', onSlot)
  socket.once('close', () => {
    chain.off('transaction', onTransaction)
    chain.off('slot', onSlot)
    subscriptions.clear()
  })

  const unsubscribe = (kind: Subscription['kind'], params: readonly unknown[]) => {
    const id = params[0]
    if (typeof id !== 'number' || subscriptions.get(id)?.kind !== kind) {
      throw new SolanaRpcError(-32602, 'Invalid subscription id.')
    }
    return subscriptions.delete(id)
  }
  const call = (method: string, params: readonly unknown[]): unknown => {
    switch (method) {
      case 'signatureSubscribe': {
        const signature = checkSignature(params[0])
        const subscription = {
          kind: 'signature' as const,
          signature,
          commitment: commitmentOf(configAt(params, 1)),
        }
        const id = nextId++
        subscriptions.set(id, subscription)
        // After the subscription id has been sent: a signature that already landed notifies now.
        setImmediate(() => notifyIfReached(id, subscription))
        return id
      }
      case 'accountSubscribe': {
        const address = addressAt(params, 0)
        const config = configAt(params, 1)
        const id = nextId++
        subscriptions.set(id, {
          kind: 'account',
          address,
          commitment: commitmentOf(config),
          config,
          changedAt: [],
        })
        return id
      }
      case 'slotSubscribe': {
        if (params.length > 0) throw invalidParams('slotSubscribe takes no parameters')
        const id = nextId++
        subscriptions.set(id, { kind: 'slot' })
        return id
      }
      case 'signatureUnsubscribe':
        return unsubscribe('signature', params)
      case 'accountUnsubscribe':
        return unsubscribe('account', params)
      case 'slotUnsubscribe':
        return unsubscribe('slot', params)
      default:
        return undefined
    }
  }
  socket.on('message', (data) => {
    void handleJsonRpc(data.toString(), call).then((reply) => {
      if (reply && socket.readyState === socket.OPEN) socket.send(reply)
    })
  })
}
