import type { ChainNamespace } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { isChainNamespace } from '@appkit/core/internal'
import { Button, ComponentStyle, NetworkImage } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { useModalContext } from '../../host/ModalContext'
import { readRouterNetwork } from '../SwitchNetwork/readRouterNetwork'
import { switchNetworkCss } from '../SwitchNetwork/switchNetworkCss'

/**
 * Switching to another namespace where no account is connected (SPEC §2): explains that the
 * connected wallet does not cover that chain; confirming makes the target network active and
 * replaces this view with Connect, to connect a wallet there.
 */
export default function SwitchActiveChainView() {
  const { core, t } = useModalContext()
  const router = useSnapshot(core.router)
  const network = readRouterNetwork(router.data, core.chain.networks)
  if (!network) return <p className="ak-switch-network-text">{t('networks.noNetwork')}</p>
  const requested = router.data?.switchToChain
  const namespace: ChainNamespace = isChainNamespace(requested) ? requested : network.chainNamespace
  const chainName = t(`networks.namespace_${namespace}`)
  return (
    <div className="ak-switch-network">
      <ComponentStyle id="switch-network-view" css={switchNetworkCss} />
      <NetworkImage name={network.name} imageUrl={getNetworkImageUrl(core, network)} size={72} />
      <p className="ak-switch-network-text">
        {t('networks.switchActiveChainText', { chain: chainName })}
      </p>
      <Button
        onClick={() =>
          controllers.switchNetwork.confirmSwitchActiveChain(core.chain, core.router, network)
        }
      >
        {t('networks.switchActiveChainAction', { chain: chainName })}
      </Button>
    </div>
  )
}
