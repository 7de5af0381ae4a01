import type { LedgerTx } from './CosmosLedger'

type Condition = { key: string; value: string }

/**
 * Parses a CometBFT query of the forms `tx_search` is given in practice: conditions
 * `key='value'` (or `key=number`) joined by `AND`. Throws on anything else.
 */
export function parseTxQuery(query: string): Condition[] {
  return query.split(/\s+AND\s+/).map((part) => {
    const match = /^\s*([\w.-]+)\s*=\s*(?:'([^']*)'|(\d+))\s*$/.exec(part)
    if (!match) throw new Error(`unsupported query condition ${JSON.stringify(part)}`)
    return { key: match[1]!, value: match[2] ?? match[3]! }
  })
}

function matches(tx: LedgerTx, { key, value }: Condition): boolean {
  if (key === 'tx.hash') return tx.hash === value.toUpperCase()
  if (key === 'tx.height') return String(tx.height) === value
  const dot = key.indexOf('.')
  const type = key.slice(0, dot)
  const attribute = key.slice(dot + 1)
  return tx.events.some(
    (event) =>
      event.type === type &&
      event.attributes.some((entry) => entry.key === attribute && entry.value === value),
  )
}

/** The included transactions matching every condition of `query`, oldest first. */
export function searchLedgerTxs(txs: readonly LedgerTx[], query: string): LedgerTx[] {
  const conditions = parseTxQuery(query)
  return txs.filter((tx) => conditions.every((condition) => matches(tx, condition)))
}
