import type { ApprovalSummary } from '../../approvals/ApprovalSummary'
import { renderApproval } from './renderApproval'
import type { FrameTranslate } from './translateFrame'

/** How long Approve stays disabled after a request appears (a click meant for something else). */
export const APPROVE_ARM_MS = 500

/** Shows not-safe requests in the frame and resolves the visitor's decisions. */
export type ApprovalPrompt = {
  /** Queues `summary`; resolves true on Approve, false on Reject or {@link ApprovalPrompt.cancelAll}. */
  ask: (summary: ApprovalSummary) => Promise<boolean>
  /** Rejects every queued request (the dapp's modal closed: RPC_ABORT). */
  cancelAll: () => void
  /** Shows the prompt in another language (SYNC_LOCALE); a shown request is shown again. */
  retranslate: (t: FrameTranslate) => void
}

/** What {@link createApprovalPrompt} needs. */
export type CreateApprovalPromptParameters = {
  document: Document
  /** Where the request is shown (emptied between requests). */
  container: HTMLElement
  t: FrameTranslate
  parentOrigin: string
  secureOrigin: string
  now?: () => number
  /** Told the height of what is shown (0 when nothing is), so the dapp can size the frame's box. */
  onHeight?: (height: number) => void
}

type Waiting = { summary: ApprovalSummary; decide: (approved: boolean) => void }

/**
 * The frame's approval prompt: one request at a time ('Request 1 of 2'), the others wait. Approve
 * counts only a trusted click (a real input event, never a script's) that comes 500 ms or more
 * after the request appeared and, where Chromium tracks visibility (IntersectionObserver v2),
 * while the frame is actually visible: not hidden, covered, transparent or transformed by the page.
 */
export function createApprovalPrompt(parameters: CreateApprovalPromptParameters): ApprovalPrompt {
  const { document, container } = parameters
  const now = parameters.now ?? (() => performance.now())
  const queue: Waiting[] = []
  let t = parameters.t
  let observer: IntersectionObserver | undefined
  let visible = true
  const View = document.defaultView
  const sizes =
    parameters.onHeight && View?.ResizeObserver
      ? new View.ResizeObserver(() =>
          parameters.onHeight?.(Math.ceil(container.getBoundingClientRect().height)),
        )
      : undefined
  sizes?.observe(container)

  const render = () => {
    observer?.disconnect()
    container.replaceChildren()
    const current = queue[0]
    document.documentElement.dataset.approval = current ? 'open' : 'closed'
    if (!current) return
    const shown = renderApproval({
      document,
      summary: current.summary,
      t,
      parentOrigin: parameters.parentOrigin,
      secureOrigin: parameters.secureOrigin,
      index: 1,
      count: queue.length,
    })
    container.append(shown.root)
    const armedAt = now() + APPROVE_ARM_MS
    // Approve is shown enabled only once it counts: armed and, where tracked, visible.
    const update = () => {
      if (queue[0] !== current) return
      if (now() >= armedAt && visible) shown.approve.removeAttribute('aria-disabled')
      else shown.approve.setAttribute('aria-disabled', 'true')
    }
    const Observer = document.defaultView?.IntersectionObserver
    const tracksVisibility = Observer !== undefined && 'isVisible' in (Observer.prototype as object)
    if (tracksVisibility && Observer) {
      visible = false
      observer = new Observer(
        (entries) => {
          for (const entry of entries)
            visible =
              (entry as IntersectionObserverEntry & { isVisible?: boolean }).isVisible === true
          update()
        },
        { trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      )
      observer.observe(shown.approve)
    } else visible = true
    setTimeout(update, APPROVE_ARM_MS)
    const decide = (approved: boolean) => {
      if (queue[0] !== current) return
      queue.shift()
      current.decide(approved)
      render()
    }
    shown.approve.addEventListener('click', (event) => {
      if (!event.isTrusted || now() < armedAt || !visible) return
      decide(true)
    })
    shown.reject.addEventListener('click', (event) => {
      if (event.isTrusted) decide(false)
    })
    // Reject, not Approve, has the focus: a key pressed for something else cannot approve.
    shown.reject.focus()
  }

  return {
    ask: (summary) =>
      new Promise<boolean>((resolve) => {
        queue.push({ summary, decide: resolve })
        // A change of what is shown (the queue line too) arms Approve again after 500 ms.
        render()
      }),
    cancelAll: () => {
      const all = queue.splice(0)
      for (const waiting of all) waiting.decide(false)
      render()
    },
    retranslate: (next) => {
      t = next
      // Shown again in the new language, Approve armed again after 500 ms like any change.
      if (queue.length > 0) render()
    },
  }
}
