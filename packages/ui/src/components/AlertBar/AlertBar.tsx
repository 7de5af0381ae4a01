import { Icon } from '../../icons/Icon'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { IconButton } from '../Button/IconButton'

const alertBarCss = `
.ak-alert-bar{display:flex;align-items:center;gap:var(--ak-spacing-m);padding-block:var(--ak-spacing-s);padding-inline:var(--ak-spacing-xl) var(--ak-spacing-s);border-radius:var(--ak-radius-l);background:var(--ak-color-surface);color:var(--ak-color-fg);border:1px solid var(--ak-color-border);border-inline-start:4px solid var(--ak-alert-color)}
.ak-alert-bar-icon{display:inline-flex;color:var(--ak-alert-color)}
.ak-alert-bar-message{flex:1}
.ak-alert-bar--info{--ak-alert-color:var(--ak-color-accent-text)}
.ak-alert-bar--success{--ak-alert-color:var(--ak-color-success)}
.ak-alert-bar--warning{--ak-alert-color:var(--ak-color-warning)}
.ak-alert-bar--error{--ak-alert-color:var(--ak-color-error)}
`

/** AlertBar variants. */
export type AlertBarVariant = 'info' | 'success' | 'warning' | 'error'

/** Props of {@link AlertBar}. */
export type AlertBarProps = {
  variant: AlertBarVariant
  message: string
  /** With `closeLabel`, shows a close button. */
  onClose?: () => void
  closeLabel?: string
}

/**
 * A bar across the top of the modal for an alert. Errors and warnings are announced assertively.
 */
export function AlertBar({ variant, message, onClose, closeLabel }: AlertBarProps) {
  const assertive = variant === 'error' || variant === 'warning'
  return (
    <div role={assertive ? 'alert' : 'status'} className={`ak-alert-bar ak-alert-bar--${variant}`}>
      <ComponentStyle id="alert-bar" css={alertBarCss} />
      <span className="ak-alert-bar-icon">
        <Icon name={variant === 'success' ? 'check' : variant === 'info' ? 'info' : variant} />
      </span>
      <span className="ak-alert-bar-message">{message}</span>
      {onClose && closeLabel ? (
        <IconButton icon="close" label={closeLabel} onClick={onClose} />
      ) : null}
    </div>
  )
}
