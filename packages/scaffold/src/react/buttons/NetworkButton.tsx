import * as controllers from '@appkit/core/controllers'
import { NetworkButton as UiNetworkButton } from '@appkit/ui'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { preloadModal } from '../../client/preloadModal'
import { useAppKitInstance } from '../AppKitProvider'
import { useInstanceSnapshot } from '../useInstanceSnapshot'
import { ButtonTheme } from './ButtonTheme'

/** Props of {@link NetworkButton}. */
export type NetworkButtonProps = {
  /** The button element's id, rendered on the server too. */
  id?: string
}

/**
 * The active network (its name and image, a warning when the wallet is on a network the dapp
 * did not configure); opens the network list. Pointing at it or focusing it loads the modal's
 * scripts (preloadModal).
 */
export function NetworkButton({ id }: NetworkButtonProps = {}) {
  const appKit = useAppKitInstance()
  const chain = useInstanceSnapshot(appKit, 'chain')
  useInstanceSnapshot(appKit, 'lifecycle') // speaks the language once its catalogue has loaded
  const network = controllers.chain.getActiveNetwork(chain as typeof appKit.core.chain)
  const namespace = chain.activeNamespace
  const connected = Boolean(namespace && chain.namespaces[namespace]?.accountState.caipAddress)
  const supported = network
    ? chain.networks.some((n) => n.caipNetworkId === network.caipNetworkId)
    : true
  const name = !network
    ? appKit.t('buttons.selectNetwork')
    : supported
      ? network.name
      : appKit.t('buttons.unsupportedNetwork')
  return (
    <ButtonTheme appKit={appKit}>
      <UiNetworkButton
        id={id}
        name={name}
        // Before the visitor has connected, only an image the dapp configured: until then the page
        // asks no service for anything (SPEC privacy). Once connected, the API's logo.
        imageUrl={connected ? getNetworkImageUrl(appKit.core, network) : network?.assets?.imageUrl}
        warning={!supported}
        onIntent={() => void preloadModal(appKit, { view: 'Networks' })}
        onClick={() => void appKit.open({ view: 'Networks' })}
      />
    </ButtonTheme>
  )
}
