import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { DialogTitleContext } from './DialogTitleContext'
import { dialogCss } from './dialogCss'
import { useFocusTrap } from './useFocusTrap'

/** Why the dialog asks to close. */
export type DialogCloseReason = 'escape' | 'overlay'

/** Props of {@link Dialog}. */
export type DialogProps = {
  open: boolean
  /** Called on Escape and on a click on the overlay; the owner decides whether to close. */
  onClose: (reason: DialogCloseReason) => void
  /** While true the card shakes once (500 ms; SPEC §2 'The modal can shake for 500 ms'). */
  shake?: boolean
  /** Called when the shake animation has ended. */
  onShakeEnd?: () => void
  /** Whether a click on the overlay asks to close (default true). */
  closeOnOverlayClick?: boolean
  children: ReactNode
}

/**
 * The modal: `role="dialog"`, `aria-modal`, labelled by the title its Header renders; focus is
 * trapped inside while open and restored to the previous element after; Escape and overlay clicks
 * call `onClose`.
 */
export function Dialog({
  open,
  onClose,
  shake = false,
  onShakeEnd,
  closeOnOverlayClick = true,
  children,
}: DialogProps) {
  const titleId = useId()
  const ref = useRef<HTMLDivElement>(null)
  const downOnOverlay = useRef(false)
  useFocusTrap(ref, open)

  useEffect(() => {
    const card = ref.current
    if (!open || !card) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onClose('escape')
    }
    // On the document, bubbling: Escape works when focus has fallen out of the card, and a field
    // inside that handles Escape itself (a search box clearing) stops it before it gets here.
    const doc = card.ownerDocument
    doc.addEventListener('keydown', onKeyDown)
    return () => doc.removeEventListener('keydown', onKeyDown)
  }, [open, onClose])

  if (!open) return null

  function onOverlayMouseDown(event: MouseEvent) {
    downOnOverlay.current = event.target === event.currentTarget
  }
  function onOverlayClick(event: MouseEvent) {
    if (closeOnOverlayClick && downOnOverlay.current && event.target === event.currentTarget)
      onClose('overlay')
    downOnOverlay.current = false
  }

  return (
    <DialogTitleContext.Provider value={titleId}>
      <ComponentStyle id="dialog" css={dialogCss} />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the overlay is a pointer target only; Escape is the keyboard path */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape on the dialog is the keyboard equivalent */}
      <div
        className="ak-dialog-overlay"
        data-testid="ak-dialog-overlay"
        onMouseDown={onOverlayMouseDown}
        onClick={onOverlayClick}
      >
        <div
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={shake ? 'ak-dialog ak-dialog--shake' : 'ak-dialog'}
          onAnimationEnd={(event) => {
            if (event.animationName === 'ak-shake') onShakeEnd?.()
          }}
        >
          {children}
        </div>
      </div>
    </DialogTitleContext.Provider>
  )
}
