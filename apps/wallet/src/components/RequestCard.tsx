import type { PendingRequest } from '../WalletSnapshot'

/** A signing request as it will be signed (frozen params), with Approve / Reject. */
export function RequestCard(props: {
  pending: PendingRequest
  onApprove: () => void
  onReject: () => void
}) {
  const { formatted, dappName } = props.pending
  return (
    <article className="card" aria-label={`${formatted.title} for ${dappName}`}>
      <h3>
        {formatted.title} <span className="muted">for {dappName}</span>
      </h3>
      <dl>
        {formatted.rows.map((row) => (
          <div key={`${row.label}:${row.value}`}>
            <dt>{row.label}</dt>
            <dd>
              <pre>{row.value}</pre>
            </dd>
          </div>
        ))}
      </dl>
      <div className="actions">
        <button type="button" onClick={props.onApprove}>
          Approve
        </button>
        <button type="button" className="secondary" onClick={props.onReject}>
          Reject
        </button>
      </div>
    </article>
  )
}
