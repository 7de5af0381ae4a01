import { QrCode, Spinner } from '@appkit/ui'
import type { Translate } from '../../i18n/translate'

/** Props of {@link PairingQr}. */
export type PairingQrProps = {
  uri: string | undefined
  name: string
  imageUrl: string | undefined
  t: Translate
}

/** The QR code of the pairing URI with the wallet's logo and a copy-link button. */
export function PairingQr({ uri, name, imageUrl, t }: PairingQrProps) {
  if (!uri)
    return (
      <div className="ak-wc-qr-placeholder">
        <Spinner label={t('walletConnect.preparing')} />
      </div>
    )
  return (
    <QrCode
      value={uri}
      label={t('walletConnect.qrLabel', { name })}
      logo={{ name, ...(imageUrl ? { imageUrl } : {}) }}
      copy={{
        messages: {
          copy: t('walletConnect.copyLink'),
          copied: t('walletConnect.linkCopied'),
          failed: t('walletConnect.copyFailed'),
        },
      }}
    />
  )
}
