import { ComponentStyle } from '../../styles/ComponentStyle'
import { WalletImage } from '../WalletImage/WalletImage'

const nftCardCss = `
.ak-nft-card{all:unset;box-sizing:border-box;display:flex;flex-direction:column;gap:var(--ak-spacing-xs);padding:var(--ak-spacing-xs);border-radius:var(--ak-radius-l);background:var(--ak-color-surface);color:var(--ak-color-fg);cursor:pointer;min-width:0}
.ak-nft-card:hover{background:var(--ak-color-surface-hover)}
.ak-nft-card:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-nft-card .ak-wallet-image{width:100%!important;height:auto!important;aspect-ratio:1}
.ak-nft-card-name{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;text-align:-webkit-match-parent;text-align:match-parent}
.ak-nft-card-collection{font-size:var(--ak-font-size-s);color:var(--ak-color-fg-muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;text-align:-webkit-match-parent;text-align:match-parent}
`

/** Props of {@link NftCard}. */
export type NftCardProps = {
  name: string
  collection: string
  imageUrl?: string | undefined
  onSelect: () => void
}

/** One NFT in the NFTs tab: its image (or monogram), name and collection, as one button. */
export function NftCard({ name, collection, imageUrl, onSelect }: NftCardProps) {
  return (
    <button type="button" className="ak-nft-card" onClick={onSelect}>
      <ComponentStyle id="nft-card" css={nftCardCss} />
      <WalletImage name={name} imageUrl={imageUrl} size={120} />
      <span className="ak-nft-card-name" dir="auto">
        {name}
      </span>
      <span className="ak-nft-card-collection" dir="auto">
        {collection}
      </span>
    </button>
  )
}
