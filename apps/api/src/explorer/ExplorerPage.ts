/** What a transaction page shows, read from the chain (texts already from the catalogue). */
export type ExplorerTransaction = {
  /** The signature or hash, as asked. */
  id: string
  /** Its label ('Signature' on Solana, 'Hash' on EVM). */
  idLabel: string
  /** Label and value rows: network, status, result, slot or block, time, fee, signers. */
  rows: readonly (readonly [label: string, value: string])[]
  /** The balances that changed: the account, the asset and the signed change ('+0.5 SOL'). */
  changes: readonly { account: string; asset: string; change: string }[]
}
