import type { CaipNetwork } from '@appkit/core'
import { ComponentStyle, Icon, NetworkImage } from '@appkit/ui'
import { useId } from 'react'
import { getNetworkImageUrl } from '../../client/getNetworkImageUrl'
import { useModalContext } from '../../host/ModalContext'
import { networkListCss } from './networkListCss'

/** Props of {@link NetworkList}. */
export type NetworkListProps = {
  networks: readonly CaipNetwork[]
  /** The network marked current (`aria-current`), if any. */
  activeId?: string | undefined
  isDisabled: (network: CaipNetwork) => boolean
  onSelect: (network: CaipNetwork) => void
}

/**
 * Networks as a list of buttons: image and name, the active one marked `aria-current` with a
 * check, unavailable ones `aria-disabled` (still focusable, with the reason as description).
 */
export function NetworkList({ networks, activeId, isDisabled, onSelect }: NetworkListProps) {
  const { core, t } = useModalContext()
  const reasonId = useId()
  const anyDisabled = networks.some(isDisabled)
  return (
    <>
      <ComponentStyle id="network-list" css={networkListCss} />
      <ul className="ak-network-list" aria-label={t('networks.list')}>
        {networks.map((network) => {
          const active = network.caipNetworkId === activeId
          const disabled = isDisabled(network)
          return (
            <li key={network.caipNetworkId}>
              <button
                type="button"
                className="ak-network-item"
                data-network-id={network.caipNetworkId}
                aria-current={active ? 'true' : undefined}
                aria-disabled={disabled || undefined}
                aria-describedby={disabled ? reasonId : undefined}
                onClick={() => {
                  if (!disabled) onSelect(network)
                }}
              >
                <NetworkImage
                  name={network.name}
                  imageUrl={getNetworkImageUrl(core, network)}
                  size={32}
                />
                <span className="ak-network-item-name">{network.name}</span>
                {active ? (
                  <span className="ak-network-item-active">
                    <Icon name="check" size={16} />
                    {t('networks.active')}
                  </span>
                ) : null}
              </button>
            </li>
          )
        })}
      </ul>
      {anyDisabled ? (
        <p id={reasonId} className="ak-network-list-note">
          {t('networks.unavailable')}
        </p>
      ) : null}
    </>
  )
}
