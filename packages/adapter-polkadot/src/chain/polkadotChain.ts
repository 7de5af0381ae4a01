// The part of the adapter that needs @polkadot/api: loaded with import() when a Polkadot network is
// first used (a balance, a fee, a transfer), never with the adapter's entry.
import { ApiPromise, WsProvider } from '@polkadot/api'
import type {} from '@polkadot/api/augment'
import type { Signer, SubmittableExtrinsic } from '@polkadot/api/types'
import type { ProviderInterface } from '@polkadot/rpc-provider/types'
import { PolkadotDispatchError } from '../errors/polkadotErrors'

export type { ApiPromise }

/**
 * Connects @polkadot/api to the chain at `url` (WebSocket; an http(s) URL is asked over ws(s) on
 * the same host, as Substrate nodes and chopsticks serve both on one port).
 */
export function connectPolkadotApi(url: string): Promise<ApiPromise> {
  const wsUrl = url.replace(/^http(s?):/, 'ws$1:')
  // WsProvider's optional `ttl` trips exactOptionalPropertyTypes; the instance is a provider.
  const provider = new WsProvider(wsUrl) as ProviderInterface
  return ApiPromise.create({ provider, noInitWarn: true })
}

/** The free balance of `address`, in planck. */
export async function readFreeBalance(api: ApiPromise, address: string): Promise<bigint> {
  const account = await api.query.system.account(address)
  return account.data.free.toBigInt()
}

/** A `balances.transferKeepAlive` extrinsic (the sender keeps at least the existential deposit). */
export function buildTransfer(
  api: ApiPromise,
  to: string,
  amount: bigint,
): SubmittableExtrinsic<'promise'> {
  return api.tx.balances.transferKeepAlive(to, amount)
}

/** The extrinsic of a SCALE-encoded call (`0x…`), decoded with the chain's metadata. */
export function buildCall(api: ApiPromise, call: `0x${string}`): SubmittableExtrinsic<'promise'> {
  return api.tx(api.createType('Call', call))
}

/** The fee the chain charges `from` for `extrinsic` (its partial fee, in planck). */
export async function estimateFee(
  extrinsic: SubmittableExtrinsic<'promise'>,
  from: string,
): Promise<bigint> {
  const info = await extrinsic.paymentInfo(from)
  return info.partialFee.toBigInt()
}

/** What a landed extrinsic left: its hash and block, and the fee charged (`TransactionFeePaid` or `balances.Withdraw`). */
export type LandedExtrinsic = {
  hash: `0x${string}`
  blockHash: `0x${string}`
  fee: bigint | undefined
}

/**
 * Signs `extrinsic` for `address` with the wallet's `signer` (`signPayload`), submits it and
 * resolves once it is in a block (or finalized: chopsticks may skip the in-block status). A call
 * that fails in the block rejects with PolkadotDispatchError; a refusal by the pool (a bad
 * signature: `1010 invalid badProof`) or by the wallet rejects with that error.
 */
export function signAndSubmit(
  api: ApiPromise,
  extrinsic: SubmittableExtrinsic<'promise'>,
  address: string,
  signer: Signer,
): Promise<LandedExtrinsic> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined
    let settled = false
    const settle = (action: () => void) => {
      if (settled) return
      settled = true
      unsubscribe?.()
      action()
    }
    extrinsic
      .signAndSend(address, { signer }, (result) => {
        const { status, dispatchError, events } = result
        if (!status.isInBlock && !status.isFinalized) {
          if (status.isInvalid || status.isDropped || status.isUsurped)
            settle(() => reject(new PolkadotDispatchError(`the pool reported ${status.type}`)))
          return
        }
        if (dispatchError) {
          const reason = dispatchError.isModule
            ? (() => {
                const meta = api.registry.findMetaError(dispatchError.asModule)
                return `${meta.section}.${meta.name}`
              })()
            : dispatchError.toString()
          settle(() => reject(new PolkadotDispatchError(reason)))
          return
        }
        const paid = events.find(
          ({ event }) =>
            event.section === 'transactionPayment' && event.method === 'TransactionFeePaid',
        )
        const fee = paid ? BigInt(paid.event.data[1]!.toString()) : undefined
        const blockHash = (status.isInBlock ? status.asInBlock : status.asFinalized).toHex()
        settle(() => resolve({ hash: extrinsic.hash.toHex(), blockHash, fee }))
      })
      .then(
        (stop) => {
          unsubscribe = stop
          if (settled) stop()
        },
        (error: unknown) => settle(() => reject(error)),
      )
  })
}
