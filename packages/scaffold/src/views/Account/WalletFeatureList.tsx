import { ActionIcon, type ActionIconName } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import type { WalletFeature, WalletFeatureOpeners } from './walletFeatureOpeners'

/** Props of {@link WalletFeatureList}. */
export type WalletFeatureListProps = {
  /** The enabled features in SPEC §9 order. */
  features: readonly WalletFeature[]
  openers: WalletFeatureOpeners
}

const icons: Record<WalletFeature, ActionIconName> = {
  onramp: 'card',
  swaps: 'swap',
  receive: 'receive',
  send: 'send',
}

/**
 * The wallet features as one compact row of actions, each an icon over its name, in SPEC §9
 * order (onramp, swaps, receive, send). A feature is listed only when it is enabled and its
 * panel can be opened: never a dead button.
 */
export function WalletFeatureList({ features, openers }: WalletFeatureListProps) {
  const { t } = useModalContext()
  const shown = features.flatMap((feature) => {
    const open = openers[feature]
    return open ? [{ feature, open }] : []
  })
  if (shown.length === 0) return null
  return (
    <nav className="ak-account-features" aria-label={t('account.features')}>
      {shown.map(({ feature, open }) => (
        <button key={feature} type="button" className="ak-account-feature" onClick={open}>
          <ActionIcon name={icons[feature]} size={20} />
          <span>{t(`account.${feature}`)}</span>
        </button>
      ))}
    </nav>
  )
}
