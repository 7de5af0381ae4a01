import type { RequestSummaryRow as SummaryRow } from '@appkit/core/adapter'
import { useModalContext } from '../../host/ModalContext'
import { toDisplayText } from './toDisplayText'

/** Props of {@link RequestSummaryList}. */
export type RequestSummaryListProps = { rows: readonly SummaryRow[] }

/** True when any row holds hidden or direction-changing characters. */
export function hasHiddenCharacters(rows: readonly SummaryRow[]): boolean {
  return rows.some((row) => toDisplayText(row.value).escaped)
}

/** The summary rows as a description list; every value is escaped text, never markup. */
export function RequestSummaryList({ rows }: RequestSummaryListProps) {
  const { t } = useModalContext()
  return (
    <dl className="ak-approve-rows">
      {rows.map((row, index) => {
        const { text } = toDisplayText(row.value)
        const key = `${row.label}-${index}`
        return (
          <div key={key} className="ak-approve-row">
            <dt>{t(`approveTransaction.label_${row.label}`)}</dt>
            <dd>
              {row.label === 'data' && row.count !== undefined ? (
                <span>{t('approveTransaction.dataBytes', { count: row.count })}</span>
              ) : row.code ? (
                <code className="ak-approve-code">{text}</code>
              ) : (
                <span className="ak-approve-text">{text}</span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
