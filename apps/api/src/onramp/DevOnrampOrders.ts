import { randomUUID } from 'node:crypto'
import { type Address, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { LruCache } from '../cache/LruCache'
import type { ChainClient } from '../chains/ChainClients'
import { ApiError, NotFoundError, UpstreamError } from '../server/ApiError'
import type { PricedPurchase } from './quoteOnramp'

/** An order of the dev on-ramp provider: who receives what, on which chain, and how far it got. */
export interface DevOnrampOrder {
  id: string
  address: Address
  chainId: number
  purchase: PricedPurchase
  status: 'open' | 'paid'
  /** The devnet transfer that delivered the USDC, once paid. */
  hash?: Hex
}

/** 503: the dev provider has no funding account configured, so it cannot deliver. */
export class OnrampFundingMissingError extends ApiError {
  override readonly name = 'OnrampFundingMissingError'
  constructor() {
    super(503, 'The dev on-ramp provider has no funding account')
  }
}

/**
 * The orders of the dev on-ramp provider, in memory. Paying an order really delivers: the
 * funding account transfers the order's USDC to the wallet on the devnet (one transfer at a
 * time, so its nonces never race) and the receipt is awaited. An order is paid at most once.
 */
export class DevOnrampOrders {
  /** Anyone may create orders, so the oldest untouched ones are forgotten beyond 10,000. */
  readonly #orders = new LruCache<string, DevOnrampOrder>(10_000)
  #queue: Promise<unknown> = Promise.resolve()

  constructor(
    private readonly chains: ReadonlyMap<number, ChainClient>,
    private readonly fundingKey: Hex | undefined,
  ) {}

  /** Records a new open order and returns it. */
  create(order: Omit<DevOnrampOrder, 'id' | 'status'>): DevOnrampOrder {
    const created: DevOnrampOrder = { ...order, id: randomUUID(), status: 'open' }
    this.#orders.set(created.id, created)
    return created
  }

  /** The order `id`, or a NotFoundError. */
  get(id: string): DevOnrampOrder {
    const order = this.#orders.get(id)
    if (!order) throw new NotFoundError('Unknown on-ramp order')
    return order
  }

  /** Pays the order `id` (once): transfers its USDC from the funding account and awaits the receipt. */
  pay(id: string): Promise<DevOnrampOrder> {
    const order = this.get(id)
    const run = this.#queue.then(() => this.#deliver(order))
    this.#queue = run.catch(() => {})
    return run
  }

  async #deliver(order: DevOnrampOrder): Promise<DevOnrampOrder> {
    if (order.status === 'paid') return order
    if (!this.fundingKey) throw new OnrampFundingMissingError()
    const chain = this.chains.get(order.chainId)
    const usdc = chain?.config.tokens?.find((t) => t.symbol === 'USDC')?.address
    if (!chain || !usdc) throw new NotFoundError('No USDC on the order network')
    try {
      const wallet = createWalletClient({
        account: privateKeyToAccount(this.fundingKey),
        chain: chain.client.chain,
        transport: http(chain.config.rpcUrl),
      })
      const hash = await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        chain: chain.client.chain ?? null,
        args: [order.address, order.purchase.usdcUnits],
      })
      const receipt = await chain.client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`transfer ${hash} reverted`)
      order.status = 'paid'
      order.hash = hash
      return order
    } catch (error) {
      throw new UpstreamError('The on-ramp delivery failed', error)
    }
  }
}
