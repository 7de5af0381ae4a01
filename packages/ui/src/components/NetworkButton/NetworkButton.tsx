import { Icon } from '../../icons/Icon'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { getIntentHandlers } from '../Button/getIntentHandlers'
import { NetworkImage } from './NetworkImage'

const networkButtonCss = `
.ak-network-button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:var(--ak-spacing-s);padding-block:var(--ak-spacing-2xs);padding-inline:var(--ak-spacing-2xs) var(--ak-spacing-m);border-radius:var(--ak-radius-full);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);font:inherit;font-weight:600;cursor:pointer}
.ak-network-button:hover{background:var(--ak-color-surface-hover)}
.ak-network-button:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-network-button--warning{color:var(--ak-color-warning)}
`

/** Props of {@link NetworkButton}. */
export type NetworkButtonProps = {
  /** The network's name, or the owner's 'Select network' / 'Unsupported network' text. */
  name: string
  imageUrl?: string | undefined
  /** Marks an unsupported network. */
  warning?: boolean
  onClick: () => void
  /**
   * Called when the visitor is about to press it (pointer enters, focus, press), e.g. to load
   * what the click needs ahead of it.
   */
  onIntent?: (() => void) | undefined
  /** The element's id (e.g. for the page's own scripts and benchmarks). */
  id?: string | undefined
}

/** The button that shows the active network and opens the network switcher. */
export function NetworkButton({
  name,
  imageUrl,
  warning = false,
  onClick,
  onIntent,
  id,
}: NetworkButtonProps) {
  return (
    <button
      id={id}
      type="button"
      className={warning ? 'ak-network-button ak-network-button--warning' : 'ak-network-button'}
      aria-haspopup="dialog"
      onClick={onClick}
      {...getIntentHandlers(onIntent)}
    >
      <ComponentStyle id="network-button" css={networkButtonCss} />
      {warning ? (
        <Icon name="warning" size={20} />
      ) : (
        <NetworkImage name={name} imageUrl={imageUrl} />
      )}
      <span>{name}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  )
}
