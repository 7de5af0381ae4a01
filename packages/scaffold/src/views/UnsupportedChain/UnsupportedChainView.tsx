import type { CaipNetwork } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button, ComponentStyle } from '@appkit/ui'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { NetworkList } from '../Networks/NetworkList'
import { unsupportedChainCss } from './unsupportedChainCss'

/**
 * The wallet is on a network the app did not configure (and unsupported chains are not
 * allowed, SPEC §2): says so and lists the configured networks of the connected namespace.
 * Choosing one asks the wallet to switch through SwitchNetwork, even when it is the network
 * the app last had active (the wallet has left it). The visitor can also disconnect.
 */
export default function UnsupportedChainView() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  const [disconnectFailed, setDisconnectFailed] = useState(false)
  const namespace = chain.activeNamespace
  const choices = chain.networks.filter((n) => !namespace || n.chainNamespace === namespace)
  const onSelect = (network: CaipNetwork) => {
    const target = core.chain.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (target) controllers.router.push(core.router, 'SwitchNetwork', { network: target })
  }
  const onDisconnect = async () => {
    if (!namespace) return
    setDisconnectFailed(false)
    try {
      await flows.disconnect(core, namespace)
      await flows.close(core)
    } catch {
      setDisconnectFailed(true)
    }
  }
  return (
    <div className="ak-unsupported-chain">
      <ComponentStyle id="unsupported-chain-view" css={unsupportedChainCss} />
      <p className="ak-unsupported-chain-text">{t('networks.unsupportedText')}</p>
      <NetworkList networks={choices} isDisabled={() => false} onSelect={onSelect} />
      {disconnectFailed ? (
        <AlertBar variant="error" message={t('networks.disconnectFailed')} />
      ) : null}
      {namespace && chain.namespaces[namespace]?.accountState.caipAddress ? (
        <Button variant="ghost" fullWidth onClick={onDisconnect}>
          {t('networks.disconnect')}
        </Button>
      ) : null}
    </div>
  )
}
