import type { CaipNetwork } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { NetworkList } from './NetworkList'

/**
 * Every configured network, the active one marked; networks the connected wallet did not
 * approve are disabled. Choosing one applies core's SPEC §2 switching rules, which open
 * SwitchNetwork (the wallet acts) or SwitchActiveChain (another namespace without an account);
 * the active network does nothing.
 */
export default function NetworksView() {
  const { core } = useModalContext()
  const chain = useSnapshot(core.chain) as typeof core.chain
  useSnapshot(core.connectors)
  const namespace = chain.activeNamespace
  const connectorId = namespace ? chain.namespaces[namespace]?.accountState.connectorId : undefined
  const connectorType = connectorId
    ? controllers.connectors.getConnector(core.connectors, connectorId)?.type
    : undefined
  const onSelect = (network: CaipNetwork) => {
    // The state's own network object, not the render snapshot's copy.
    const target = core.chain.networks.find((n) => n.caipNetworkId === network.caipNetworkId)
    if (!target) return
    controllers.switchNetwork.requestSwitchNetwork(
      { chain: core.chain, router: core.router, connectorType },
      target,
    )
  }
  return (
    <NetworkList
      networks={chain.networks}
      activeId={controllers.chain.getActiveNetwork(chain)?.caipNetworkId}
      isDisabled={(network) =>
        controllers.networkAvailability.isNetworkDisabled(chain, network, connectorType)
      }
      onSelect={onSelect}
    />
  )
}
