import { ComponentStyle } from '../../styles/ComponentStyle'
import { IconButton } from '../Button/IconButton'
import { useDialogTitleId } from '../Dialog/DialogTitleContext'

const headerCss = `
.ak-header{display:grid;grid-template-columns:48px 1fr 48px;align-items:center;gap:var(--ak-spacing-2xs);padding:var(--ak-spacing-l) var(--ak-spacing-s);min-height:64px}
.ak-header-title{margin:0;text-align:center;font-size:var(--ak-font-size-l);font-weight:600;color:var(--ak-color-fg);animation:ak-header-text var(--ak-duration-header-text) ease-out}
.ak-header-start,.ak-header-end{display:flex;justify-content:center}
[dir=rtl] .ak-header-start svg{transform:scaleX(-1)}
@keyframes ak-header-text{from{opacity:0}to{opacity:1}}
`

/** The labels of the Header's buttons. */
export type HeaderMessages = { back: string; close: string; help: string }

/** Props of {@link Header}. */
export type HeaderProps = {
  title: string
  messages: HeaderMessages
  onBack?: () => void
  onClose?: () => void
  /** Shown in place of Back when there is no Back. */
  onHelp?: () => void
}

/**
 * The modal's top bar: Back (or Help) on the start side, the title, Close on the end side. Inside a
 * Dialog the title labels the dialog.
 */
export function Header({ title, messages, onBack, onClose, onHelp }: HeaderProps) {
  const titleId = useDialogTitleId()
  return (
    <div className="ak-header">
      <ComponentStyle id="header" css={headerCss} />
      <div className="ak-header-start">
        {onBack ? (
          <IconButton icon="back" label={messages.back} onClick={onBack} />
        ) : onHelp ? (
          <IconButton icon="help" label={messages.help} onClick={onHelp} />
        ) : null}
      </div>
      <h2 className="ak-header-title" id={titleId} key={title}>
        {title}
      </h2>
      <div className="ak-header-end">
        {onClose ? <IconButton icon="close" label={messages.close} onClick={onClose} /> : null}
      </div>
    </div>
  )
}
