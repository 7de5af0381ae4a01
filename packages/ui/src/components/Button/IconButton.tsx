import { Icon, type IconName } from '../../icons/Icon'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { buttonCss } from './buttonCss'

/** Props of {@link IconButton}. */
export type IconButtonProps = {
  icon: IconName
  /** The accessible name; icon buttons have no visible text. */
  label: string
  onClick: () => void
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({ icon, label, onClick }: IconButtonProps) {
  return (
    <button type="button" className="ak-icon-button" aria-label={label} onClick={onClick}>
      <ComponentStyle id="button" css={buttonCss} />
      <Icon name={icon} />
    </button>
  )
}
