import { hasPairingUri, type WalletConnectSessionHost } from '@appkit/core/adapter'
import { Button, ComponentStyle } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import { connectingWalletConnectCss } from '../ConnectingWalletConnect/connectingWalletConnectCss'
import { PairingQr } from '../ConnectingWalletConnect/PairingQr'
import { usePairing } from '../ConnectingWalletConnect/usePairing'
import { type BasicPairingState, useBasicPairing } from './useBasicPairing'

/**
 * Basic WalletConnect mode on a computer (SPEC §2): the QR code of the pairing URI for any
 * WalletConnect wallet, with a copy-link button; it refreshes before the pairing expires
 * (SPEC §5) and a declined request offers a retry. With an adapter that pairs, its connector
 * connects; with none, the instance's WalletConnect client (createAppKit's `walletConnect`)
 * pairs and the view then lists the session's accounts.
 */
export default function ConnectingWalletConnectBasicView() {
  const { core, appKit } = useModalContext()
  const client = appKit?.options.walletConnect
  if (client && !hasPairingUri(core.chain.adapters.eip155))
    return <ClientPairingView client={client} />
  return <AdapterPairingView />
}

function AdapterPairingView() {
  const { core } = useModalContext()
  const { state, retry } = usePairing(core, undefined)
  return <BasicPairingBody state={state} retry={retry} />
}

function ClientPairingView({ client }: { client: WalletConnectSessionHost }) {
  const { core } = useModalContext()
  const { state, retry } = useBasicPairing(core, client)
  return <BasicPairingBody state={state} retry={retry} />
}

function BasicPairingBody(props: {
  state: BasicPairingState | { status: 'unavailable' }
  retry: () => void
}) {
  const { t } = useModalContext()
  const { state } = props
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
          <Button variant="secondary" onClick={props.retry}>
            {t('common.tryAgain')}
          </Button>
        </>
      ) : state.status === 'connected' ? (
        <>
          <p className="ak-wc-title" role="status">
            {t('walletConnect.connectedTitle')}
          </p>
          <ul className="ak-wc-text" aria-label={t('walletConnect.sessionAccounts')}>
            {state.accounts.map((account) => (
              <li key={account}>
                <code>{account}</code>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <PairingQr uri={state.uri} name="WalletConnect" imageUrl={undefined} t={t} generic />
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
