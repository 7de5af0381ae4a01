import type { CaipNetwork } from '@appkit/core'
import { Button, ComponentStyle, Icon, Link } from '@appkit/ui'
import { getTransactionExplorerUrl } from './getTransactionExplorerUrl'

const receiptCss = `
.ak-receipt{display:flex;flex-direction:column;align-items:center;gap:12px;padding:8px 16px 16px;color:var(--ak-color-fg);text-align:center}
.ak-receipt-title{margin:0;font-size:1.2em;font-weight:700}
.ak-receipt-line{margin:0}
.ak-receipt-hash{margin:0;font-family:var(--ak-font-family-mono, monospace);font-size:.85em;overflow-wrap:anywhere;color:var(--ak-color-fg-muted)}
`

/** The texts of a {@link TransactionReceipt}, from the panel's messages. */
export type TransactionReceiptMessages = {
  /** The outcome, announced (e.g. 'Sent 1 USDC'). */
  title: string
  /** Lines under the outcome (e.g. what was received). */
  details?: readonly string[]
  /** The hash line. */
  transaction: string
  viewTransaction: string
  done: string
}

/** Props of {@link TransactionReceipt}. */
export type TransactionReceiptProps = {
  hash: string
  network: Pick<CaipNetwork, 'blockExplorers'>
  messages: TransactionReceiptMessages
  onDone: () => void
}

/**
 * What a panel shows once its transaction is sent: the outcome (announced), the hash, a link
 * to the transaction on the network's explorer when it has one (`getTransactionExplorerUrl`),
 * and a button to finish.
 */
export function TransactionReceipt({ hash, network, messages, onDone }: TransactionReceiptProps) {
  const explorerUrl = getTransactionExplorerUrl(hash, network)
  return (
    <div className="ak-receipt">
      <ComponentStyle id="receipt" css={receiptCss} />
      <Icon name="check" size={32} />
      <p className="ak-receipt-title" role="status">
        {messages.title}
      </p>
      {(messages.details ?? []).map((line) => (
        <p key={line} className="ak-receipt-line">
          {line}
        </p>
      ))}
      <p className="ak-receipt-hash">{messages.transaction}</p>
      {explorerUrl ? (
        // The explorer is the dapp's own configuration: its local one on 127.0.0.1 is linked too.
        <Link href={explorerUrl} loopbackHttp>
          {messages.viewTransaction}
        </Link>
      ) : null}
      <Button variant="secondary" fullWidth onClick={onDone}>
        {messages.done}
      </Button>
    </div>
  )
}
