// The visitor-visible strings of apps/api's transaction pages (their message catalogue).

/** The English messages of the explorer pages; `{name}` placeholders are filled in. */
export const explorerMessages = {
  title: 'Transaction',
  errorTitle: 'Transaction not shown',
  notice: 'Read from the network by this AppKit API.',
  signature: 'Signature',
  hash: 'Hash',
  network: 'Network',
  status: 'Status',
  processed: 'Processed',
  confirmed: 'Confirmed',
  finalized: 'Finalized',
  pending: 'Pending',
  result: 'Result',
  succeeded: 'Succeeded',
  failed: 'Failed: {reason}',
  reverted: 'Reverted',
  slot: 'Slot',
  block: 'Block',
  time: 'Time',
  fee: 'Fee',
  signers: 'Signers',
  from: 'From',
  to: 'To',
  value: 'Value',
  changes: 'Balance changes',
  account: 'Account',
  asset: 'Asset',
  change: 'Change',
  noChanges: 'No balance changed.',
  invalidChain: 'Invalid network id {value}: expected a CAIP-2 id (namespace:reference).',
  unknownChain: 'This explorer does not know the network {value}.',
  invalidSignature: 'Invalid transaction signature {value}: expected 64 bytes in base58.',
  invalidHash: 'Invalid transaction hash {value}: expected 0x and 64 hex digits.',
  notFound: 'No transaction {value} on {network}.',
  upstream: 'The network did not answer. Try again later.',
} as const

/** A key of {@link explorerMessages}. */
export type ExplorerMessageKey = keyof typeof explorerMessages

/** A message with its `{name}` placeholders replaced. */
export function explorerMessage(
  key: ExplorerMessageKey,
  values: Readonly<Record<string, string>> = {},
): string {
  return explorerMessages[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')
}
