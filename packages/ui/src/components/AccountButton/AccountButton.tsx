import { truncateAddress } from '../../format/truncateAddress'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { Avatar } from '../Avatar/Avatar'
import { getIntentHandlers } from '../Button/getIntentHandlers'

const accountButtonCss = `
.ak-account-button{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:var(--ak-spacing-s);padding-block:var(--ak-spacing-2xs);padding-inline:var(--ak-spacing-l) var(--ak-spacing-2xs);border-radius:var(--ak-radius-full);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);font:inherit;font-weight:600;cursor:pointer}
.ak-account-button:hover{background:var(--ak-color-surface-hover)}
.ak-account-button:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-account-button-address{display:inline-flex;align-items:center;gap:var(--ak-spacing-xs);padding-block:var(--ak-spacing-2xs);padding-inline:var(--ak-spacing-2xs) var(--ak-spacing-m);border-radius:var(--ak-radius-full);background:var(--ak-color-bg)}
`

/** Props of {@link AccountButton}. */
export type AccountButtonProps = {
  address: string
  /** The formatted balance, e.g. '0.512 ETH' (the owner formats it). */
  balance?: string | undefined
  /** A name to show instead of the truncated address. */
  profileName?: string | undefined
  profileImageUrl?: string | undefined
  onClick: () => void
  /**
   * Called when the visitor is about to press it (pointer enters, focus, press), e.g. to load
   * what the click needs ahead of it.
   */
  onIntent?: (() => void) | undefined
  /** The element's id (e.g. for the page's own scripts and benchmarks). */
  id?: string | undefined
}

/** The connected account button: balance, avatar, and the profile name or truncated address. */
export function AccountButton({
  address,
  balance,
  profileName,
  profileImageUrl,
  onClick,
  onIntent,
  id,
}: AccountButtonProps) {
  return (
    <button
      id={id}
      type="button"
      className="ak-account-button"
      onClick={onClick}
      {...getIntentHandlers(onIntent)}
    >
      <ComponentStyle id="account-button" css={accountButtonCss} />
      {balance ? <span>{balance}</span> : null}
      <span className="ak-account-button-address">
        <Avatar address={address} imageUrl={profileImageUrl} size={24} />
        <span>{profileName ?? truncateAddress(address)}</span>
      </span>
    </button>
  )
}
