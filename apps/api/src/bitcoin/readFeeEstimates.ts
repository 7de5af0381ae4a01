import type { BitcoinNode } from './BitcoinNode'

/** The confirmation targets (in blocks) Esplora's `GET /fee-estimates` answers for. */
export const FEE_ESTIMATE_TARGETS = [1, 2, 3, 4, 5, 6, 10, 20, 144, 504, 1008] as const

type SmartFee = { feerate?: number; blocks: number; errors?: string[] }

/** BTC per kvB as bitcoind writes it → satoshis per vbyte. */
function satsPerVbyte(btcPerKvb: number): number {
  return Math.round(btcPerKvb * 100_000_000) / 1000
}

/**
 * Fee rates in sat/vB by confirmation target, in Esplora's `GET /fee-estimates` shape
 * (`{"1": 12.3, "6": 8.1, …}`), from the node's `estimatesmartfee`. A target the node cannot
 * estimate yet (too few blocks seen, as on regtest) gets the mempool's minimum fee rate
 * (`getmempoolinfo`), so a wallet always has a rate the node accepts.
 */
export async function readFeeEstimates(node: BitcoinNode): Promise<Record<string, number>> {
  const [info, ...estimates] = await node.batch<unknown>([
    ['getmempoolinfo', []],
    ...FEE_ESTIMATE_TARGETS.map((target) => ['estimatesmartfee', [target]] as const),
  ])
  const floor = satsPerVbyte((info as { mempoolminfee: number }).mempoolminfee)
  return Object.fromEntries(
    FEE_ESTIMATE_TARGETS.map((target, i) => {
      const feerate = (estimates[i] as SmartFee).feerate
      return [
        String(target),
        feerate === undefined ? floor : Math.max(floor, satsPerVbyte(feerate)),
      ]
    }),
  )
}
