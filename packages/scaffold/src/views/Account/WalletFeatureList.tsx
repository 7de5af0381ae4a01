import { Button } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import type { WalletFeature, WalletFeatureOpeners } from './walletFeatureOpeners'

/** Props of {@link WalletFeatureList}. */
export type WalletFeatureListProps = {
  /** The enabled features in SPEC §9 order, then activity. */
  features: readonly WalletFeature[]
  openers: WalletFeatureOpeners
}

/**
 * The wallet feature buttons in SPEC §9 order (onramp, swaps, receive, send), then activity. A feature is
 * listed only when it is enabled and its panel can be opened: never a dead button.
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
        <Button key={feature} variant="secondary" fullWidth onClick={open}>
          {t(`account.${feature}`)}
        </Button>
      ))}
    </nav>
  )
}
