import type { ApprovalSummary } from '../../approvals/ApprovalSummary'
import { escapeHidden } from './escapeHidden'
import type { FrameTranslate } from './translateFrame'

/** What {@link renderApproval} shows. */
export type RenderApprovalParameters = {
  document: Document
  summary: ApprovalSummary
  t: FrameTranslate
  /** The dapp's origin as the browser reported it to the frame (never what the dapp says). */
  parentOrigin: string
  /** The secure site's own origin. */
  secureOrigin: string
  /** Position in the queue (1-based) and its length. */
  index: number
  count: number
}

/** The rendered request: its root element and its two buttons. */
export type RenderedApproval = {
  root: HTMLElement
  approve: HTMLButtonElement
  reject: HTMLButtonElement
}

function element<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  className?: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (className) node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * The frame's view of one not-safe request: what it does, who asks (the parent's origin), its
 * queue position, the method and every row of the server's summary (text only: nothing in a
 * request is read as markup; hidden characters are shown escaped with a warning), a note that
 * the secure origin shows it, and Reject / Approve.
 */
export function renderApproval(parameters: RenderApprovalParameters): RenderedApproval {
  const { document, summary, t } = parameters
  const root = element(document, 'section', 'approval')
  root.setAttribute('aria-labelledby', 'approval-title')
  if (parameters.count > 1)
    root.append(
      element(
        document,
        'p',
        'meta',
        t('queue', { index: parameters.index, count: parameters.count }),
      ),
    )
  const title = element(document, 'h1', 'title', t(`kind_${summary.kind}`))
  title.id = 'approval-title'
  root.append(title)
  root.append(element(document, 'p', 'meta', t('requestedBy', { origin: parameters.parentOrigin })))
  const rows = element(document, 'dl', 'rows')
  let hidden = false
  const addRow = (label: string, value: string, code: boolean) => {
    const row = element(document, 'div', 'row')
    const shown = escapeHidden(value)
    const shownLabel = escapeHidden(label)
    hidden ||= shown.hidden || shownLabel.hidden
    const dd = element(document, 'dd', code ? 'code' : undefined, shown.text)
    row.append(element(document, 'dt', undefined, shownLabel.text), dd)
    rows.append(row)
  }
  addRow(t('method'), summary.method, true)
  for (const row of summary.rows)
    addRow(row.label ? t(`label_${row.label}`) : (row.field ?? ''), row.value, row.code === true)
  if (hidden) {
    const alert = element(document, 'p', 'alert', t('hiddenCharacters'))
    alert.setAttribute('role', 'alert')
    root.append(alert)
  }
  root.append(rows)
  root.append(
    element(document, 'p', 'notice', t('secureNotice', { origin: parameters.secureOrigin })),
  )
  const actions = element(document, 'div', 'actions')
  const reject = element(document, 'button', 'secondary', t('reject'))
  reject.type = 'button'
  const approve = element(document, 'button', 'primary', t('approve'))
  approve.type = 'button'
  approve.setAttribute('aria-disabled', 'true')
  actions.append(reject, approve)
  root.append(actions)
  return { root, approve, reject }
}
