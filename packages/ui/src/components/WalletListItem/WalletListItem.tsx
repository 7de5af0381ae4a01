import { ComponentStyle } from '../../styles/ComponentStyle'
import { WalletImage } from '../WalletImage/WalletImage'

const walletListItemCss = `
.ak-wallet-item{all:unset;box-sizing:border-box;display:flex;flex-direction:column;align-items:center;gap:var(--ak-spacing-xs);width:100%;height:100%;padding:var(--ak-spacing-s) var(--ak-spacing-2xs);border-radius:var(--ak-radius-l);cursor:pointer;color:var(--ak-color-fg);text-align:center}
.ak-wallet-item:hover{background:var(--ak-color-surface-hover)}
.ak-wallet-item:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:-2px}
.ak-wallet-item-name{font-size:var(--ak-font-size-s);font-weight:500;max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.ak-wallet-tag{font-size:var(--ak-font-size-xs);font-weight:600;padding:0 var(--ak-spacing-xs);border-radius:var(--ak-radius-full);background:var(--ak-color-surface);color:var(--ak-color-fg-muted);border:1px solid var(--ak-color-border)}
.ak-wallet-tag--installed{color:var(--ak-color-success)}
.ak-wallet-tag--recent{color:var(--ak-color-accent-text)}
.ak-wallet-item-media{position:relative;display:flex}
.ak-wallet-item-caption{position:absolute;inset-inline:-4px;bottom:-4px;font-size:var(--ak-font-size-xs);font-weight:600;line-height:1.3;border-radius:var(--ak-radius-full);background:var(--ak-color-surface);color:var(--ak-color-fg);border:1px solid var(--ak-color-border);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
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
}

/** Props of {@link WalletListItem}. */
export type WalletListItemProps = {
  wallet: WalletListEntry
  tagMessages: WalletTagMessages
  onSelect: (id: string) => void
  /** For roving focus in a WalletGrid: -1 takes the tile out of the Tab order. */
  tabIndex?: number
}

/** A wallet tile: its image (or monogram), its name and an optional tag, as one button. */
export function WalletListItem({ wallet, tagMessages, onSelect, tabIndex }: WalletListItemProps) {
  return (
    <button
      type="button"
      className="ak-wallet-item"
      data-wallet-id={wallet.id}
      tabIndex={tabIndex}
      onClick={() => onSelect(wallet.id)}
    >
      <ComponentStyle id="wallet-list-item" css={walletListItemCss} />
      {wallet.caption ? (
        <span className="ak-wallet-item-media">
          <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} />
          <span className="ak-wallet-item-caption">{wallet.caption}</span>
        </span>
      ) : (
        <WalletImage name={wallet.name} imageUrl={wallet.imageUrl} />
      )}
      <span className="ak-wallet-item-name">{wallet.name}</span>
      {wallet.tag ? (
        <span className={`ak-wallet-tag ak-wallet-tag--${wallet.tag}`}>
          {tagMessages[wallet.tag]}
        </span>
      ) : null}
    </button>
  )
}
