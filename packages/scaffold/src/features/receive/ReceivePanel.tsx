import * as controllers from '@appkit/core/controllers'
import { ComponentStyle, NetworkImage, QrCode } from '@appkit/ui'
import { useId } from 'react'
import { useSnapshot } from 'valtio'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { useModalContext } from '../../host/ModalContext'
import { receivePanelCss } from './receivePanelCss'

/**
 * The Receive panel (SPEC §2 'receive'): the connected address as a QR code (generated in the
 * page) and as text with a copy button, and the networks of its namespace it can receive on.
 */
export default function ReceivePanel() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const address = controllers.chain.getActiveAccount(chain)?.address
  const namespace = chain.activeNamespace
  const networksTitleId = useId()
  if (!address || !namespace) return <p className="ak-host-notice">{t('receive.notConnected')}</p>
  const networks = chain.networks.filter((network) => network.chainNamespace === namespace)
  return (
    <div className="ak-receive">
      <ComponentStyle id="receive-panel" css={receivePanelCss} />
      <QrCode
        value={address}
        label={t('receive.qrLabel', { address })}
        size={220}
        copy={{
          messages: {
            copy: t('receive.copyAddress'),
            copied: t('receive.addressCopied'),
            failed: t('receive.copyFailed'),
          },
        }}
      />
      <p className="ak-receive-address-label">{t('receive.addressLabel')}</p>
      <p className="ak-receive-address">{address}</p>
      <section className="ak-receive-networks" aria-labelledby={networksTitleId}>
        <h3 id={networksTitleId} className="ak-receive-networks-title">
          {t('receive.networks')}
        </h3>
        <ul className="ak-receive-network-list">
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="ak-receive-network">
              <NetworkImage
                name={network.name}
                imageUrl={getNetworkImageUrl(core, network)}
                size={20}
              />
              <span>{network.name}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
