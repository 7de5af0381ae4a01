import type { ReactNode } from 'react'
import { useMemo } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { CopyButton, type CopyButtonMessages } from '../CopyButton/CopyButton'
import { WalletImage } from '../WalletImage/WalletImage'
import { getQrModulesPath } from './getQrModulesPath'

const qrCodeCss = `
.ak-qr{display:flex;flex-direction:column;align-items:center;gap:var(--ak-spacing-l)}
.ak-qr-frame{position:relative;padding:var(--ak-spacing-l);border-radius:var(--ak-radius-xl);background:#fff;line-height:0}
.ak-qr-frame svg{display:block;shape-rendering:crispEdges}
.ak-qr-logo{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;pointer-events:none}
.ak-qr-logo>span{box-shadow:0 0 0 var(--ak-spacing-xs) #fff}
.ak-qr-logo-icon{display:inline-flex;border-radius:var(--ak-radius-l);overflow:hidden;background:#fff}
`

/** Props of {@link QrCode}. */
export type QrCodeProps = {
  /** The text to encode, e.g. a pairing URI. */
  value: string
  /** The accessible name of the code image. */
  label: string
  /** The wallet whose logo sits in the centre: its image, or a bundled mark (`icon`). */
  logo?: { name: string; imageUrl?: string; icon?: ReactNode }
  /** Side of the code in pixels. */
  size?: number
  /** With messages, a button copies `value`. */
  copy?: { messages: CopyButtonMessages; onCopied?: () => void }
}

/**
 * A QR code generated locally (no request leaves the page), dark modules on white in both themes
 * so every scanner reads it, with an optional wallet logo in the centre and a copy-link button.
 */
export function QrCode({ value, label, logo, size = 280, copy }: QrCodeProps) {
  const { path, size: modules } = useMemo(() => getQrModulesPath(value), [value])
  return (
    <div className="ak-qr">
      <ComponentStyle id="qr-code" css={qrCodeCss} />
      <div className="ak-qr-frame">
        <svg
          role="img"
          aria-label={label}
          width={size}
          height={size}
          viewBox={`0 0 ${modules} ${modules}`}
        >
          <path d={path} fill="#000" />
        </svg>
        {logo ? (
          <span className="ak-qr-logo">
            {logo.icon ? (
              <span className="ak-qr-logo-icon">{logo.icon}</span>
            ) : (
              <WalletImage
                name={logo.name}
                imageUrl={logo.imageUrl}
                size={Math.round(size * 0.2)}
              />
            )}
          </span>
        ) : null}
      </div>
      {copy ? (
        <CopyButton
          value={value}
          messages={copy.messages}
          {...(copy.onCopied ? { onCopied: copy.onCopied } : {})}
        />
      ) : null}
    </div>
  )
}
