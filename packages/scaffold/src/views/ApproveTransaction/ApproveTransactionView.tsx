import type { RequestSummary } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button, ComponentStyle, Spinner } from '@appkit/ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { APPROVAL_CLICK_GUARD_MS } from './approvalClickGuard'
import { approveTransactionCss } from './approveTransactionCss'
import { FrameApproval } from './FrameApproval'
import { hasHiddenCharacters, RequestSummaryList } from './RequestSummaryList'
import { summarizePendingRequest } from './summarizePendingRequest'
import { toDisplayText } from './toDisplayText'

/**
 * The not-safe wallet request waiting for the visitor (SPEC §6): what it does, its method,
 * who asks and on which network, and a summary of exactly the frozen params that will be
 * sent. Approve releases only this request; Reject answers it with a user rejection (4001).
 * Queued requests are shown one after another ('Request 1 of 2'), none is dropped. Approve
 * stays disabled (aria-disabled, still focusable) for 500 ms after a request appears, so a
 * click meant for what was there before cannot approve it (HOSTILE F). A request of the e-mail or
 * social wallet is decided in the secure site's frame, shown in the view ({@link FrameApproval}).
 */
export default function ApproveTransactionView() {
  const { core, t } = useModalContext()
  const { pending } = useSnapshot(core.requests)
  const chain = useSnapshot(core.chain) as typeof core.chain
  const awaiting = pending.filter(controllers.requests.isAwaitingDecision)
  const current = awaiting[0]
  const [approvedOne, setApprovedOne] = useState(false)
  // The request Approve is armed for: each newly shown request waits 500 ms (HOSTILE F).
  const [armedFor, setArmedFor] = useState<object>()
  useEffect(() => {
    if (!current) return
    const { clock } = core.services
    const timer = clock.setTimeout(() => setArmedFor(current), APPROVAL_CLICK_GUARD_MS)
    return () => clock.clearTimeout(timer)
  }, [core, current])
  const network = controllers.chain.getActiveNetwork(chain)
  // The adapter's summary of the request shown (it may load its code first); Approve waits for it.
  const [shown, setShown] = useState<{ request: object; summary: RequestSummary }>()
  useEffect(() => {
    if (!current) return
    let active = true
    void summarizePendingRequest(core, current, network).then((summary) => {
      if (active) setShown({ request: current, summary })
    })
    return () => {
      active = false
    }
  }, [core, current, network])

  if (!current)
    return (
      <div className="ak-approve">
        <ComponentStyle id="approve-transaction-view" css={approveTransactionCss} />
        {approvedOne ? (
          <Spinner label={t('approveTransaction.waiting')} />
        ) : (
          <p className="ak-approve-meta">{t('approveTransaction.noRequest')}</p>
        )}
      </div>
    )

  if (current.inFrame)
    return (
      <div className="ak-approve">
        <ComponentStyle id="approve-transaction-view" css={approveTransactionCss} />
        {awaiting.length > 1 ? (
          <p className="ak-approve-meta">
            {t('approveTransaction.queue', { index: 1, count: awaiting.length })}
          </p>
        ) : null}
        <FrameApproval core={core} t={t} />
      </div>
    )

  const summary = shown?.request === current ? shown.summary : undefined
  const ready = armedFor === current && summary !== undefined
  const origin = toDisplayText(core.services.platform.domain).text
  const onApprove = () => {
    if (!ready) return
    setApprovedOne(true)
    flows.approveRequest(core, current.id)
  }
  return (
    <div className="ak-approve">
      <ComponentStyle id="approve-transaction-view" css={approveTransactionCss} />
      <p className="ak-approve-heading">
        {summary
          ? t(`approveTransaction.kind_${summary.kind}`)
          : t('approveTransaction.readingRequest')}
      </p>
      <p className="ak-approve-meta">{t('approveTransaction.requestedBy', { origin })}</p>
      {awaiting.length > 1 ? (
        <p className="ak-approve-meta">
          {t('approveTransaction.queue', { index: 1, count: awaiting.length })}
        </p>
      ) : null}
      <dl className="ak-approve-rows">
        <div className="ak-approve-row">
          <dt>{t('approveTransaction.method')}</dt>
          <dd>
            <code className="ak-approve-code">{toDisplayText(current.method).text}</code>
          </dd>
        </div>
        {network ? (
          <div className="ak-approve-row">
            <dt>{t('approveTransaction.network')}</dt>
            <dd>{network.name}</dd>
          </div>
        ) : null}
      </dl>
      {summary && hasHiddenCharacters(summary.rows) ? (
        <AlertBar variant="warning" message={t('approveTransaction.hiddenCharacters')} />
      ) : null}
      {summary ? (
        <RequestSummaryList rows={summary.rows} />
      ) : (
        <Spinner label={t('approveTransaction.readingRequest')} />
      )}
      <div className="ak-approve-actions">
        <Button variant="secondary" onClick={() => flows.rejectRequest(core, current.id)}>
          {t('approveTransaction.reject')}
        </Button>
        <Button disabled={!ready} onClick={onApprove}>
          {t('approveTransaction.approve')}
        </Button>
      </div>
    </div>
  )
}
