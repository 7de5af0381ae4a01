import { useId } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { WalletImage } from '../WalletImage/WalletImage'
import { groupByMonth, type MonthItem } from './groupByMonth'

const activityCss = `
.ak-activity-month{margin:0 0 var(--ak-spacing-s)}
.ak-activity-month-title{margin:var(--ak-spacing-s) var(--ak-spacing-l) var(--ak-spacing-2xs);font-size:var(--ak-font-size-s);font-weight:600;color:var(--ak-color-fg-muted)}
.ak-activity-rows{list-style:none;margin:0;padding:0}
.ak-activity-row{display:flex;align-items:center;gap:var(--ak-spacing-l);padding:var(--ak-spacing-s) var(--ak-spacing-l);color:var(--ak-color-fg)}
.ak-activity-main{flex:1;min-width:0;display:flex;flex-direction:column}
.ak-activity-title{font-weight:600}
.ak-activity-sub{font-size:var(--ak-font-size-s);color:var(--ak-color-fg-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-activity-end{display:flex;flex-direction:column;align-items:flex-end;text-align:end}
.ak-activity-amount{font-variant-numeric:tabular-nums}
.ak-activity-time{font-size:var(--ak-font-size-s);color:var(--ak-color-fg-muted);white-space:nowrap}
.ak-activity-row--failed .ak-activity-title{color:var(--ak-color-error)}
`

/** One transaction as shown: every text is formatted by the owner. */
export type ActivityItem = MonthItem & {
  id: string
  /** e.g. 'Sent', 'Received', 'Swapped'. */
  title: string
  /** e.g. the counterparty or the date. */
  subtitle: string
  /** e.g. '-0.250 ETH' (SPEC §5: 'transaction amounts 3 decimals'). */
  amount: string
  status?: 'confirmed' | 'pending' | 'failed'
  iconUrl?: string | undefined
  /** When it happened: a relative label ('2 hr. ago') and the ISO date for `<time>`. */
  time?: { label: string; dateTime: string } | undefined
}

/** Props of {@link ActivityList}. */
export type ActivityListProps = { items: readonly ActivityItem[] }

/** The Activity tab: transactions grouped under a heading per month. */
export function ActivityList({ items }: ActivityListProps) {
  const baseId = useId()
  return (
    <div className="ak-activity">
      <ComponentStyle id="activity" css={activityCss} />
      {groupByMonth(items).map((group) => (
        <section
          key={group.key}
          className="ak-activity-month"
          aria-labelledby={`${baseId}-${group.key}`}
        >
          <h3 id={`${baseId}-${group.key}`} className="ak-activity-month-title">
            {group.label}
          </h3>
          <ul className="ak-activity-rows">
            {group.items.map((item) => (
              <li
                key={item.id}
                className={`ak-activity-row ak-activity-row--${item.status ?? 'confirmed'}`}
              >
                <WalletImage name={item.title} imageUrl={item.iconUrl} size={36} shape="round" />
                <span className="ak-activity-main">
                  <span className="ak-activity-title">{item.title}</span>
                  <span className="ak-activity-sub">{item.subtitle}</span>
                </span>
                <span className="ak-activity-end">
                  <span className="ak-activity-amount" dir="ltr">
                    {item.amount}
                  </span>
                  {item.time ? (
                    <time className="ak-activity-time" dateTime={item.time.dateTime}>
                      {item.time.label}
                    </time>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
