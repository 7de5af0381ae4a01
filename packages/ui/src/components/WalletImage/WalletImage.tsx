import { useState } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { getMonogram } from './getMonogram'

const walletImageCss = `
.ak-wallet-image{display:inline-flex;align-items:center;justify-content:center;flex:none;overflow:hidden;border-radius:var(--ak-radius-l);border:1px solid var(--ak-color-border);background:var(--ak-color-surface)}
.ak-wallet-image img{width:100%;height:100%;object-fit:cover;display:block}
.ak-monogram{font-weight:700;color:#fff;width:100%;height:100%;display:flex;align-items:center;justify-content:center;letter-spacing:.02em}
`

/** Props of {@link WalletImage}. */
export type WalletImageProps = {
  name: string
  imageUrl?: string | undefined
  size?: number
  /** 'round' for networks and avatars, 'square' for wallets. */
  shape?: 'square' | 'round'
}

/**
 * A wallet's (or network's, or token's) image, only ever through `<img src>` so an image can never
 * run script (HOSTILE E). With no URL, or when it fails to load, a generated monogram is shown.
 * The image is decorative: the name is always shown or announced next to it.
 */
export function WalletImage({ name, imageUrl, size = 56, shape = 'square' }: WalletImageProps) {
  const [failedUrl, setFailedUrl] = useState<string>()
  const showImage = imageUrl !== undefined && imageUrl !== '' && failedUrl !== imageUrl
  const monogram = getMonogram(name)
  return (
    <span
      className="ak-wallet-image"
      style={{ width: size, height: size, ...(shape === 'round' ? { borderRadius: '50%' } : {}) }}
    >
      <ComponentStyle id="wallet-image" css={walletImageCss} />
      {showImage ? (
        <img
          src={imageUrl}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setFailedUrl(imageUrl)}
        />
      ) : (
        <span
          className="ak-monogram"
          data-testid="ak-monogram"
          aria-hidden="true"
          style={{ background: `hsl(${monogram.hue} 55% 28%)`, fontSize: Math.round(size * 0.36) }}
        >
          {monogram.initials}
        </span>
      )}
    </span>
  )
}
