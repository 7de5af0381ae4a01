import {
  type ApiTransaction,
  formatTransactionAmount,
  relativeTimeParts,
  truncateAddress,
} from '@appkit/core/internal'
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

function relativeTimeOf(
  minedAt: string,
  now: number,
  format: Intl.RelativeTimeFormat,
): ActivityItem['time'] {
  const mined = Date.parse(minedAt)
  if (Number.isNaN(mined)) return undefined
  const { value, unit } = relativeTimeParts(mined, now)
  return { label: format.format(mined > now ? value : -value, unit), dateTime: minedAt }
}

/**
 * The Activity rows of `years` (core's 'transactionsByYear'): one per transaction under its
 * month, titled by operation (sent, received, else the operation's name), with the
 * counterparty, the first transfer's amount at 3 decimals (SPEC §5) and, when `now` is given,
 * how long ago it was mined (SPEC §9's relative time thresholds, worded by
 * `Intl.RelativeTimeFormat` in `locale`).
 */
export function toActivityItems(
  years: TransactionYears,
  t: Translate,
  locale?: string,
  now?: number,
): ActivityItem[] {
  const relative = new Intl.RelativeTimeFormat(locale, { style: 'short', numeric: 'always' })
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
          time: now === undefined ? undefined : relativeTimeOf(tx.metadata.minedAt, now, relative),
        }
      })
    }),
  )
}
