import { ComponentStyle, WalletListItem } from '@appkit/ui'
import type { WalletEntry } from './WalletEntry'

const walletTilesCss = `
.ak-wallet-tiles{list-style:none;margin:0;padding:0 8px;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:4px}
.ak-wallet-tiles li{min-width:0;height:104px}
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

/** A short list of wallet tiles, each a button in the Tab order. */
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
              wallet={{
                id: entry.key,
                name: entry.name,
                ...(entry.imageUrl ? { imageUrl: entry.imageUrl } : {}),
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
