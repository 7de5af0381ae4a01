import * as controllers from '@appkit/core/controllers'
import { Button } from '@appkit/ui'
import { openSocialPopup } from '../../features/socials/socialPopup'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'

/**
 * The social buttons on Connect (SPEC §9 'Connect method order'): each opens the social login
 * panel for its provider, whose chunk loads only then.
 */
export function SocialConnect({ providers }: { providers: readonly string[] }) {
  const { core, t } = useModalContext()
  return (
    <ul className="ak-connect-socials" aria-label={t('socials.groupLabel')}>
      {providers.map((provider) => (
        <li key={provider}>
          <Button
            variant="secondary"
            fullWidth
            onClick={() => {
              // Opened on the click so the browser allows it; the panel then navigates it.
              openSocialPopup('')
              controllers.router.push(core.router, 'FeaturePanel', { panel: 'socials', provider })
            }}
          >
            {t('socials.continueWith', { provider: t(`socials.${provider}` as MessageKey) })}
          </Button>
        </li>
      ))}
    </ul>
  )
}
