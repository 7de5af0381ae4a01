import { BitcoinBroadcastError, BitcoinUtxoSourceError } from '../errors/bitcoinErrors'
import type { BitcoinUtxo, BitcoinUtxoSource } from './BitcoinUtxoSource'

/** Where the project's Blockchain API (apps/api) answers, and how to reach it. */
export type ApiUtxoSourceParameters = {
  /** The API's base URL, e.g. `https://api.my.dapp` (its `/v1/bip122/...` routes are used). */
  url: string
  /** Added as the `projectId` query parameter when the host serves several projects. */
  projectId?: string | undefined
  /** The fetch to use; `globalThis.fetch` by default. */
  fetch?: typeof fetch | undefined
}

type ApiUtxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

/**
 * The UTXO source served by apps/api from its configured node: `GET /v1/bip122/address/{a}/utxo`
 * and `/balance`, `GET /v1/bip122/fee-estimates` (Esplora's shape; the next-block target is
 * used), `POST /v1/bip122/tx` (Esplora's: hex in, txid out). A refused broadcast rejects
 * with {@link BitcoinBroadcastError} carrying the node's reason; other failures with
 * {@link BitcoinUtxoSourceError}.
 */
export function createApiUtxoSource(parameters: ApiUtxoSourceParameters): BitcoinUtxoSource {
  const base = parameters.url.endsWith('/') ? parameters.url : `${parameters.url}/`
  const fetcher = parameters.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const url = (path: string) => {
    const target = new URL(path, base)
    if (parameters.projectId) target.searchParams.set('projectId', parameters.projectId)
    return target.href
  }
  const request = async <T>(path: string, init?: RequestInit, text = false): Promise<T> => {
    let response: Response
    try {
      response = await fetcher(url(path), init)
    } catch (cause) {
      throw new BitcoinUtxoSourceError('The Bitcoin API did not answer', { cause })
    }
    const body = (
      text && response.ok
        ? await response.text().catch(() => undefined)
        : await response.json().catch(() => undefined)
    ) as (T & { message?: unknown }) | undefined
    if (!response.ok) {
      const reason = typeof body?.message === 'string' ? body.message : `HTTP ${response.status}`
      if (init?.method === 'POST' && response.status === 400)
        throw new BitcoinBroadcastError(reason)
      throw new BitcoinUtxoSourceError(`The Bitcoin API failed: ${reason}`)
    }
    if (body === undefined) throw new BitcoinUtxoSourceError('The Bitcoin API answered no JSON')
    return body
  }
  const addressPath = (address: string, what: 'utxo' | 'balance') =>
    `v1/bip122/address/${encodeURIComponent(address)}/${what}`

  return {
    async getUtxos(address) {
      const utxos = await request<ApiUtxo[]>(addressPath(address, 'utxo'))
      return utxos.map(
        (utxo): BitcoinUtxo => ({
          txid: utxo.txid,
          vout: utxo.vout,
          value: BigInt(utxo.value),
          confirmed: utxo.status.confirmed,
        }),
      )
    },
    async getBalance(address) {
      const { total } = await request<{ total: number }>(addressPath(address, 'balance'))
      return BigInt(total)
    },
    async getFeeRate() {
      const estimates = await request<Record<string, number>>('v1/bip122/fee-estimates')
      const rate = estimates['1'] ?? Math.max(0, ...Object.values(estimates))
      if (!(rate > 0)) throw new BitcoinUtxoSourceError('The Bitcoin API gave no fee estimate')
      return rate
    },
    async broadcast(transactionHex) {
      const txid = await request<string>(
        'v1/bip122/tx',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: transactionHex },
        true,
      )
      return txid.trim()
    },
  }
}
