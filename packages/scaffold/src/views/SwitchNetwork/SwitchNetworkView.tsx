import type { CaipNetwork } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { Button, ComponentStyle, NetworkImage, Spinner } from '@appkit/ui'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { useModalContext } from '../../host/ModalContext'
import { getSwitchFailure, type SwitchFailure } from './getSwitchFailure'
import { readRouterNetwork } from './readRouterNetwork'
import { switchNetworkCss } from './switchNetworkCss'

const failureText = {
  declined: ['networks.switchDeclined', 'networks.switchDeclinedHint'],
  notSupported: ['networks.chainNotSupported', 'networks.chainNotSupportedHint'],
  failed: ['networks.switchFailed', 'networks.switchFailedHint'],
} as const

/**
 * Switches the wallet to the network in router data: pending while the wallet is asked, then
 * on success the modal goes where core's after-switch rule says (back before Networks, or
 * closed); on failure the reason ('Switch declined', 'Chain is not supported', ...) with a
 * retry. The active network is unchanged until the wallet agrees.
 */
export default function SwitchNetworkView() {
  const { core, t } = useModalContext()
  const router = useSnapshot(core.router)
  const network = readRouterNetwork(router.data, core.chain.networks)
  const [failure, setFailure] = useState<SwitchFailure>()
  const mounted = useRef(false)
  const started = useRef<CaipNetwork>(undefined)

  const attempt = useCallback(
    async (target: CaipNetwork) => {
      setFailure(undefined)
      try {
        await flows.switchNetworkInWallet(core, target)
        // The visitor may have left this view while the wallet was asked.
        if (mounted.current && core.router.view === 'SwitchNetwork')
          await flows.navigateAfterNetworkSwitch(core)
      } catch (error) {
        if (mounted.current) setFailure(getSwitchFailure(error))
      }
    },
    [core],
  )

  useEffect(() => {
    mounted.current = true
    // Ask the wallet once per network (React's development double effect must not ask twice).
    if (network && started.current !== network) {
      started.current = network
      void attempt(network)
    }
    return () => {
      mounted.current = false
    }
  }, [attempt, network])

  if (!network) return <p className="ak-switch-network-text">{t('networks.noNetwork')}</p>
  const [title, hint] = failure ? failureText[failure] : []
  return (
    <div className="ak-switch-network">
      <ComponentStyle id="switch-network-view" css={switchNetworkCss} />
      <NetworkImage name={network.name} imageUrl={getNetworkImageUrl(core, network)} size={72} />
      {title && hint ? (
        <div role="alert" className="ak-switch-network-status">
          <p className="ak-switch-network-title">{t(title)}</p>
          <p className="ak-switch-network-text">{t(hint, { name: network.name })}</p>
        </div>
      ) : (
        <div className="ak-switch-network-status">
          <Spinner label={t('networks.switchingTo', { name: network.name })} />
          <p className="ak-switch-network-title">{t('networks.approveInWallet')}</p>
          <p className="ak-switch-network-text">{t('networks.switchHint')}</p>
        </div>
      )}
      {failure ? (
        <Button variant="secondary" onClick={() => void attempt(network)}>
          {t('common.tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}
