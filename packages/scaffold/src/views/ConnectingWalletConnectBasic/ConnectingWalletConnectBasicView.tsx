import { Button, ComponentStyle } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import { connectingWalletConnectCss } from '../ConnectingWalletConnect/connectingWalletConnectCss'
import { PairingQr } from '../ConnectingWalletConnect/PairingQr'
import { usePairing } from '../ConnectingWalletConnect/usePairing'

/**
 * Basic WalletConnect mode on a computer (SPEC §2): the QR code of the pairing URI for any
 * WalletConnect wallet, with a copy-link button; it refreshes before the pairing expires
 * (SPEC §5) and a declined request offers a retry.
 */
export default function ConnectingWalletConnectBasicView() {
  const { core, t } = useModalContext()
  const { state, retry } = usePairing(core, undefined)
  return (
    <div className="ak-wc">
      <ComponentStyle id="connecting-wallet-connect" css={connectingWalletConnectCss} />
      {state.status === 'unavailable' ? (
        <p className="ak-wc-text">{t('walletConnect.unavailable')}</p>
      ) : state.status === 'rejected' ? (
        <>
          <div role="alert">
            <p className="ak-wc-title">{t('walletConnect.rejectedTitle')}</p>
            <p className="ak-wc-text">{t('walletConnect.rejectedDescription')}</p>
          </div>
          <Button variant="secondary" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : (
        <>
          <PairingQr uri={state.uri} name="WalletConnect" imageUrl={undefined} t={t} />
          <p className="ak-wc-title">{t('walletConnect.scanTitle')}</p>
          <p className="ak-wc-text">{t('walletConnect.scanDescriptionGeneric')}</p>
          {state.retrying ? (
            <p className="ak-wc-text" role="status">
              {t('walletConnect.retrying')}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
