import { ComponentStyle, WalletConnectMark, WalletListItem } from '@appkit/ui'
import type { WalletEntry } from './WalletEntry'

const walletTilesCss = `
.ak-wallet-tiles{list-style:none;margin:0;padding:0 16px;display:flex;flex-direction:column;gap:8px}
.ak-wallet-tiles li{min-width:0}
`

/** Props of {@link WalletTiles}. */
export type WalletTilesProps = {
  entries: readonly WalletEntry[]
  label: string
  tagMessages: { installed: string; recent: string; qr: string }
  onSelect: (entry: WalletEntry) => void
  /** A short label per entry on its image (the namespace when the list mixes namespaces). */
  captionOf?: ((entry: WalletEntry) => string | undefined) | undefined
}

/**
 * A short list of wallets, one row each (image, full name with an ellipsis only when it cannot
 * fit, tag, and the namespace as a caption when the list mixes namespaces), each a button in the
 * Tab order. The WalletConnect entry without an image of its own shows the bundled WalletConnect
 * mark, never a monogram.
 */
export function WalletTiles({
  entries,
  label,
  tagMessages,
  onSelect,
  captionOf,
}: WalletTilesProps) {
  return (
    <ul className="ak-wallet-tiles" aria-label={label}>
      <ComponentStyle id="scaffold-wallet-tiles" css={walletTilesCss} />
      {entries.map((entry) => {
        const caption = captionOf?.(entry)
        return (
          <li key={entry.key}>
            <WalletListItem
              layout="row"
              wallet={{
                id: entry.key,
                name: entry.name,
                ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
                ...(!entry.imageUrl && entry.connector?.type === 'WALLET_CONNECT'
                  ? { icon: <WalletConnectMark size={40} /> }
                  : {}),
                ...(entry.tag ? { tag: entry.tag } : {}),
                ...(caption ? { caption } : {}),
              }}
              tagMessages={tagMessages}
              onSelect={() => onSelect(entry)}
            />
          </li>
        )
      })}
    </ul>
  )
}
