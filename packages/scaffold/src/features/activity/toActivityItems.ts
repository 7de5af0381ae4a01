import { type ApiTransaction, formatTransactionAmount, truncateAddress } from '@appkit/core'
import type { ActivityItem } from '@appkit/ui'
import type { Translate } from '../../i18n/translate'

/** The transaction store's months as they show: year then month, newest first. */
export type TransactionYears = readonly {
  year: number
  months: readonly { month: number; transactions: readonly ApiTransaction[] }[]
}[]

function toStatus(status: string): NonNullable<ActivityItem['status']> {
  if (status === 'failed') return 'failed'
  if (status === 'pending') return 'pending'
  return 'confirmed'
}

/**
 * The Activity rows of `years` (core's 'transactionsByYear'): one per transaction under its
 * month, titled by operation (sent, received, else the operation's name), with the
 * counterparty and the first transfer's amount at 3 decimals (SPEC §5).
 */
export function toActivityItems(
  years: TransactionYears,
  t: Translate,
  locale?: string,
): ActivityItem[] {
  const monthName = new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return years.flatMap(({ year, months }) =>
    months.flatMap(({ month, transactions }) => {
      const monthKey = `${year}-${String(month + 1).padStart(2, '0')}`
      const monthLabel = monthName.format(Date.UTC(year, month, 1))
      return transactions.map((tx): ActivityItem => {
        const transfer = tx.transfers[0]
        const outgoing = tx.metadata.operationType === 'send' || transfer?.direction === 'out'
        const symbol = transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? ''
        const quantity = transfer ? formatTransactionAmount(transfer.quantity.numeric) : undefined
        const title =
          tx.metadata.operationType === 'send'
            ? t('activity.sent')
            : tx.metadata.operationType === 'receive'
              ? t('activity.received')
              : t('activity.other', { operation: tx.metadata.operationType })
        return {
          id: tx.id,
          monthKey,
          monthLabel,
          title,
          subtitle: outgoing
            ? t('activity.to', { address: truncateAddress(tx.metadata.sentTo) })
            : t('activity.from', { address: truncateAddress(tx.metadata.sentFrom) }),
          amount: quantity ? `${outgoing ? '-' : '+'}${quantity} ${symbol}`.trim() : '',
          status: toStatus(tx.metadata.status),
          iconUrl: transfer?.fungible_info?.icon?.url,
        }
      })
    }),
  )
}
