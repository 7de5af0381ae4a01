import type { ReactNode } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { WalletImage } from '../WalletImage/WalletImage'

const walletListItemCss = `
.ak-wallet-item{all:unset;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;gap:var(--ak-spacing-2xs);width:100%;height:100%;padding:var(--ak-spacing-xs) var(--ak-spacing-3xs);border-radius:var(--ak-radius-l);cursor:pointer;color:var(--ak-color-fg);text-align:center}
.ak-wallet-item:hover{background:var(--ak-color-surface-hover)}
.ak-wallet-item:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:-2px}
.ak-wallet-item-name{font-size:var(--ak-font-size-s);font-weight:500;max-width:100%;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;line-height:1.3;text-align:-webkit-match-parent;text-align:match-parent}
.ak-wallet-item-icon{display:inline-flex;flex:none;border-radius:var(--ak-radius-l);overflow:hidden}
.ak-wallet-tag{flex:none;font-size:var(--ak-font-size-xs);font-weight:600;line-height:1.5;padding:0 var(--ak-spacing-xs);border-radius:var(--ak-radius-full);background:var(--ak-color-surface);color:var(--ak-color-fg-muted);border:1px solid var(--ak-color-border);white-space:nowrap}
.ak-wallet-tag--installed{color:var(--ak-color-success)}
.ak-wallet-tag--recent,.ak-wallet-tag--qr{color:var(--ak-color-accent-text)}
.ak-wallet-item-media{position:relative;display:flex}
.ak-wallet-item-caption{position:absolute;inset-inline:calc(-1 * var(--ak-spacing-2xs));bottom:calc(-1 * var(--ak-spacing-2xs));font-size:var(--ak-font-size-xs);font-weight:600;line-height:1.3;border-radius:var(--ak-radius-full);background:var(--ak-color-surface);color:var(--ak-color-fg);border:1px solid var(--ak-color-border);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-wallet-item--row{flex-direction:row;justify-content:flex-start;gap:var(--ak-spacing-l);min-height:56px;padding:var(--ak-spacing-s) var(--ak-spacing-l);background:var(--ak-color-surface);text-align:start}
.ak-wallet-item--row .ak-wallet-item-name{flex:1;font-size:var(--ak-font-size-m);font-weight:600}
.ak-wallet-item--row .ak-wallet-tag{text-transform:uppercase;letter-spacing:.02em}
`

/** The tag under a wallet: installed in this browser, used recently, or reached by QR code. */
export type WalletTag = 'installed' | 'recent' | 'qr'

/** The visible text of each tag. */
export type WalletTagMessages = Readonly<Record<WalletTag, string>>

/**
 * What a wallet tile shows. `caption` is a short label on the image's lower edge (the wallet's
 * namespace when the list mixes namespaces), part of the tile's accessible name.
 */
export type WalletListEntry = {
  id: string
  name: string
  imageUrl?: string
  tag?: WalletTag
  caption?: string
  /** Drawn instead of the image (a bundled mark such as WalletConnect's), decorative. */
  icon?: ReactNode
}

/** Props of {@link WalletListItem}. */
export type WalletListItemProps = {
  wallet: WalletListEntry
  tagMessages: WalletTagMessages
  onSelect: (id: string) => void
  /** For roving focus in a WalletGrid: -1 takes the tile out of the Tab order. */
  tabIndex?: number
  /** 'tile' (default): image over name, for grids; 'row': image, name and tag on one line. */
  layout?: 'tile' | 'row'
}

/**
 * A wallet as one button: its image (or bundled icon, or monogram), its name and an optional
 * tag. A long name ends in an ellipsis but stays whole in the button's accessible name and its
 * tooltip, so it is never cut to nothing.
 */
export function WalletListItem({
  wallet,
  tagMessages,
  onSelect,
  tabIndex,
  layout = 'tile',
}: WalletListItemProps) {
  const size = layout === 'row' ? 40 : 48
  const media = wallet.icon ? (
    <span className="ak-wallet-item-icon" style={{ width: size, height: size }}>
      {wallet.icon}
    </span>
  ) : (
    <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} size={size} />
  )
  return (
    <button
      type="button"
      className={`ak-wallet-item ak-wallet-item--${layout}`}
      data-wallet-id={wallet.id}
      tabIndex={tabIndex}
      title={wallet.name}
      onClick={() => onSelect(wallet.id)}
    >
      <ComponentStyle id="wallet-list-item" css={walletListItemCss} />
      {wallet.caption ? (
        <span className="ak-wallet-item-media">
          {media}
          <span className="ak-wallet-item-caption">{wallet.caption}</span>
        </span>
      ) : (
        media
      )}
      {/* Its own direction: a Latin name in a right-to-left modal is cut at its end, not its start. */}
      <span className="ak-wallet-item-name" dir="auto">
        {wallet.name}
      </span>
      {wallet.tag ? (
        <span className={`ak-wallet-tag ak-wallet-tag--${wallet.tag}`}>
          {tagMessages[wallet.tag]}
        </span>
      ) : null}
    </button>
  )
}
