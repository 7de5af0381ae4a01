import type { CaipNetwork } from '@appkit/core'
import { formatUnits } from '@appkit/core'
import type { RequestSummary, RequestSummaryRow } from '@appkit/core/adapter'
import { addressFamilyOf, bitcoinRegtest } from '../networks/bitcoinNetworks'

const btc = (sats: bigint) => `${formatUnits(sats, 8)} BTC`
const record = (params: unknown): Record<string, unknown> =>
  params && typeof params === 'object' ? (params as Record<string, unknown>) : {}
const toSats = (value: unknown): bigint | undefined => {
  try {
    return typeof value === 'bigint' || typeof value === 'number' || typeof value === 'string'
      ? BigInt(value)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The approval summary of a Bitcoin request: the message of `signMessage`; for `sendTransfer`
 * (`{to, amount, fee}` in sats) the receiver, the amount and the fee computed before signing; for
 * `signPsbt` (`{psbt}` base64) each output and the fee, decoded with bitcoinjs-lib.
 */
export async function summarizeBitcoinRequest(
  method: string,
  params: unknown,
  caipNetwork: CaipNetwork | undefined,
): Promise<RequestSummary> {
  const fields = record(params)
  if (method === 'signMessage')
    return {
      kind: 'signMessage',
      rows: [{ label: 'message', value: String(fields.message ?? '') }],
    }
  if (method === 'sendTransfer') {
    const amount = toSats(fields.amount)
    const fee = toSats(fields.fee)
    const rows: RequestSummaryRow[] = [{ label: 'to', value: String(fields.to ?? ''), code: true }]
    if (amount !== undefined) rows.push({ label: 'value', value: btc(amount) })
    if (fee !== undefined) rows.push({ label: 'params', value: `Fee: ${btc(fee)}` })
    return { kind: 'sendTransaction', rows }
  }
  if (method === 'signPsbt' && typeof fields.psbt === 'string') {
    const family = addressFamilyOf(caipNetwork?.caipNetworkId ?? bitcoinRegtest.caipNetworkId)
    if (family) {
      const { describePsbt } = await import('../transfer/bitcoinPsbt')
      const { outputs, fee } = describePsbt(fields.psbt, family)
      const rows: RequestSummaryRow[] = outputs.flatMap((output): RequestSummaryRow[] => [
        { label: 'to', value: output.address, code: true },
        { label: 'value', value: btc(output.value) },
      ])
      if (fee !== undefined) rows.push({ label: 'params', value: `Fee: ${btc(fee)}` })
      return { kind: 'sendTransaction', rows }
    }
  }
  return {
    kind: 'other',
    rows: [
      {
        label: 'params',
        value: JSON.stringify(params, (_key, value) =>
          typeof value === 'bigint' ? value.toString() : value,
        ),
        code: true,
      },
    ],
  }
}
