import * as controllers from '@appkit/core/controllers'
import { Button, ComponentStyle, Spinner, WalletImage } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { connectingExternalCss } from './connectingExternalCss'
import { useExternalConnection } from './useExternalConnection'

/**
 * ConnectingExternal: asks the installed wallet of the router's connector to connect. Pending
 * shows a spinner; a rejection in the wallet shows 'Connection rejected' and an error
 * 'Connection failed', both with Try again.
 */
export default function ConnectingExternalView() {
  const { core, t } = useModalContext()
  const router = useSnapshot(core.router)
  useSnapshot(core.connectors)
  const connectorId = router.data?.connectorId
  const connector = connectorId
    ? controllers.connectors.getConnector(core.connectors, connectorId)
    : undefined
  const { status, retry } = useExternalConnection(core, connector)

  if (!connector)
    return (
      <div className="ak-connecting">
        <ComponentStyle id="scaffold-connecting" css={connectingExternalCss} />
        <p className="ak-connecting-text" role="alert">
          {t('connectingExternal.notFound')}
        </p>
      </div>
    )
  const name = connector.name
  return (
    <div className="ak-connecting">
      <ComponentStyle id="scaffold-connecting" css={connectingExternalCss} />
      <WalletImage name={name} imageUrl={connector.imageUrl} size={80} />
      {status === 'pending' ? (
        <>
          <p className="ak-connecting-title">{t('connectingExternal.pendingTitle', { name })}</p>
          <p className="ak-connecting-text">{t('connectingExternal.pendingDescription')}</p>
          <Spinner label={t('connectingExternal.pendingStatus', { name })} />
        </>
      ) : (
        <>
          <div role="alert">
            <p className="ak-connecting-title">
              {status === 'rejected'
                ? t('connectingExternal.rejectedTitle')
                : t('connectingExternal.errorTitle')}
            </p>
            <p className="ak-connecting-text">
              {status === 'rejected'
                ? t('connectingExternal.rejectedDescription')
                : t('connectingExternal.errorDescription')}
            </p>
          </div>
          <Button variant="secondary" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
        </>
      )}
    </div>
  )
}
