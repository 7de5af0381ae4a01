import { Icon } from '../../icons/Icon'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { Spinner } from '../Spinner/Spinner'

const toastCss = `
.ak-toast{display:inline-flex;align-items:center;gap:var(--ak-spacing-s);max-width:320px;padding-block:var(--ak-spacing-s);padding-inline:var(--ak-spacing-m) var(--ak-spacing-xl);border-radius:var(--ak-radius-full);background:var(--ak-color-bg);color:var(--ak-color-fg);border:1px solid var(--ak-color-border);box-shadow:0 6px 20px rgba(0,0,0,.18);font-weight:500;animation:ak-toast-in var(--ak-duration-view-transition) ease-out}
.ak-toast--success .ak-toast-icon{color:var(--ak-color-success)}
.ak-toast--error .ak-toast-icon{color:var(--ak-color-error)}
.ak-toast-icon{display:inline-flex}
@keyframes ak-toast-in{from{opacity:0;transform:translateY(-6px)}to{opacity:1;transform:none}}
`

/** Toast variants (SPEC §4: 'Toast variants: loading, success, error'). */
export type ToastVariant = 'loading' | 'success' | 'error'

/** Props of {@link Toast}. */
export type ToastProps = {
  variant: ToastVariant
  message: string
}

/**
 * A short notice. Errors are announced assertively (`role="alert"`), loading and success politely
 * (`role="status"`). Timing (the 150 ms swap) belongs to the owner.
 */
export function Toast({ variant, message }: ToastProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={`ak-toast ak-toast--${variant}`}
      data-variant={variant}
    >
      <ComponentStyle id="toast" css={toastCss} />
      <span className="ak-toast-icon">
        {variant === 'loading' ? (
          <Spinner size={16} />
        ) : (
          <Icon name={variant === 'success' ? 'check' : 'error'} size={18} />
        )}
      </span>
      <span>{message}</span>
    </div>
  )
}
