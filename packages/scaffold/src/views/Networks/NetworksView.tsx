import type { CaipNetwork } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { NetworkList } from './NetworkList'

/**
 * Every configured network the visitor can reach, the active one marked; networks the connected
 * wallet did not approve are disabled, and other networks of a namespace whose wallet cannot
 * switch (its adapter has no switch capability) are not listed. Choosing one applies core's SPEC §2 switching rules, which open
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
  // A wallet that cannot switch networks (no switch capability) is offered no other network of
  // its namespace: the control is hidden, never a button that cannot work.
  const reachable = chain.networks.filter((network) => flows.canSwitchTo(core, network))
  return (
    <NetworkList
      networks={reachable}
      activeId={controllers.chain.getActiveNetwork(chain)?.caipNetworkId}
      isDisabled={(network) =>
        controllers.networkAvailability.isNetworkDisabled(chain, network, connectorType)
      }
      onSelect={onSelect}
    />
  )
}
