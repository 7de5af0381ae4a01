import * as controllers from '@appkit/core/controllers'
import { toPaymentUri } from '@appkit/core/internal'
import { ComponentStyle, CopyButton, NetworkImage, QrCode } from '@appkit/ui'
import { useId } from 'react'
import { useSnapshot } from 'valtio'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { useModalContext } from '../../host/ModalContext'
import { receivePanelCss } from './receivePanelCss'

/**
 * The Receive panel (SPEC §2 'receive'): the connected address as a QR code (generated in the
 * page; a payment URI where the namespace has one, BIP-21 `bitcoin:` on bip122) and as text with a copy button, and the networks of its namespace it can receive on.
 */
export default function ReceivePanel() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const address = controllers.chain.getActiveAccount(chain)?.address
  const namespace = chain.activeNamespace
  const networksTitleId = useId()
  if (!address || !namespace) return <p className="ak-host-notice">{t('receive.notConnected')}</p>
  const networks = chain.networks.filter((network) => network.chainNamespace === namespace)
  const uri = toPaymentUri(namespace, address)
  const copyMessages = {
    copy: t('receive.copyAddress'),
    copied: t('receive.addressCopied'),
    failed: t('receive.copyFailed'),
  }
  return (
    <div className="ak-receive">
      <ComponentStyle id="receive-panel" css={receivePanelCss} />
      <QrCode
        value={uri}
        label={
          uri === address ? t('receive.qrLabel', { address }) : t('receive.qrUriLabel', { uri })
        }
        size={220}
        // The copy button copies the address, not a payment URI.
        {...(uri === address ? { copy: { messages: copyMessages } } : {})}
      />
      <p className="ak-receive-address-label">{t('receive.addressLabel')}</p>
      <p className="ak-receive-address">{address}</p>
      {uri === address ? null : <CopyButton value={address} messages={copyMessages} />}
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
