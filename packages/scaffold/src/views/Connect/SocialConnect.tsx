import * as controllers from '@appkit/core/controllers'
import { Button } from '@appkit/ui'
import { socialMarks } from '../../features/socials/socialMarks'
import { openSocialPopup } from '../../features/socials/socialPopup'
import { FARCASTER } from '../../features/socials/socialProviders'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'

/**
 * The social buttons on Connect (SPEC §9 'Connect method order'), in SPEC §9's social order:
 * the first provider as one wide button with its mark and name, the others as a row of mark
 * buttons, each named 'Continue with {provider}'. Each opens the social login panel for its
 * provider, whose chunk loads only then; Farcaster opens ConnectingFarcaster.
 */
export function SocialConnect({ providers }: { providers: readonly string[] }) {
  const { core, t } = useModalContext()
  const [first, ...rest] = providers
  if (!first) return null
  const open = (provider: string) => {
    // Farcaster signs in by QR code or deep link on ConnectingFarcaster, with no popup.
    if (provider === FARCASTER) return controllers.router.push(core.router, 'ConnectingFarcaster')
    // Opened on the click so the browser allows it; the panel then navigates it.
    openSocialPopup('')
    controllers.router.push(core.router, 'FeaturePanel', { panel: 'socials', provider })
  }
  const label = (provider: string) =>
    t('socials.continueWith', { provider: t(`socials.${provider}` as MessageKey) })
  const FirstMark = socialMarks[first]
  return (
    <ul
      className="ak-connect-socials"
      aria-label={t('socials.groupLabel')}
      style={{ gridTemplateColumns: `repeat(${Math.max(1, rest.length)}, minmax(0, 1fr))` }}
    >
      <li className="ak-connect-social-first">
        <Button variant="secondary" fullWidth onClick={() => open(first)}>
          {FirstMark ? <FirstMark /> : null}
          {label(first)}
        </Button>
      </li>
      {rest.map((provider) => {
        const Mark = socialMarks[provider]
        return (
          <li key={provider}>
            <button
              type="button"
              className="ak-connect-social-icon"
              aria-label={label(provider)}
              title={label(provider)}
              onClick={() => open(provider)}
            >
              {Mark ? <Mark size={22} /> : t(`socials.${provider}` as MessageKey)}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
