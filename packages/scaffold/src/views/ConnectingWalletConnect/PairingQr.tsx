import { QrCode, Spinner, WalletConnectMark } from '@appkit/ui'
import type { Translate } from '../../i18n/translate'

/** Props of {@link PairingQr}. */
export type PairingQrProps = {
  uri: string | undefined
  name: string
  imageUrl: string | undefined
  t: Translate
  /** Any WalletConnect wallet, not one chosen: the WalletConnect mark sits in the centre. */
  generic?: boolean
}

/**
 * The QR code of the pairing URI with the wallet's logo (or, for any wallet, the WalletConnect
 * mark) and a copy-link button.
 */
export function PairingQr({ uri, name, imageUrl, t, generic = false }: PairingQrProps) {
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
      logo={{
        name,
        ...(imageUrl ? { imageUrl } : {}),
        ...(generic && !imageUrl ? { icon: <WalletConnectMark size={56} /> } : {}),
      }}
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
