import type { ReactNode } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { Spinner } from '../Spinner/Spinner'
import { buttonCss } from './buttonCss'
import { getIntentHandlers } from './getIntentHandlers'

/** The look of a Button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

/** Props of {@link Button}. */
export type ButtonProps = {
  children: ReactNode
  onClick?: () => void
  /**
   * Called when the visitor is about to press it (pointer enters, focus, press), e.g. to load
   * what the click needs ahead of it.
   */
  onIntent?: (() => void) | undefined
  variant?: ButtonVariant
  size?: 'medium' | 'small'
  fullWidth?: boolean
  disabled?: boolean
  /** Shows a spinner with this label and ignores clicks while set. */
  loadingLabel?: string
  type?: 'button' | 'submit'
  /** The element's id (e.g. for the page's own scripts and benchmarks). */
  id?: string | undefined
}

/**
 * A button. Disabled and loading buttons stay focusable (`aria-disabled`) so keyboard users can
 * still find them, but ignore activation.
 */
export function Button({
  children,
  onClick,
  onIntent,
  variant = 'primary',
  size = 'medium',
  fullWidth = false,
  disabled = false,
  loadingLabel,
  type = 'button',
  id,
}: ButtonProps) {
  const inactive = disabled || loadingLabel !== undefined
  const className = [
    'ak-button',
    `ak-button--${variant}`,
    size === 'small' ? 'ak-button--small' : '',
    fullWidth ? 'ak-button--full' : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <button
      id={id}
      type={type}
      className={className}
      aria-disabled={inactive || undefined}
      aria-busy={loadingLabel !== undefined || undefined}
      {...getIntentHandlers(inactive ? undefined : onIntent)}
      onClick={(event) => {
        if (inactive) {
          event.preventDefault()
          return
        }
        onClick?.()
      }}
    >
      <ComponentStyle id="button" css={buttonCss} />
      {loadingLabel !== undefined ? <Spinner label={loadingLabel} size={16} /> : null}
      {children}
    </button>
  )
}
