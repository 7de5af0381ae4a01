import { PopupClosedError } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button, Spinner } from '@appkit/ui'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import type { MessageKey } from '../../i18n/translate'
import { getEmbeddedWallet } from '../email/getEmbeddedWallet'
import { openSocialPopup, waitForSocialResult } from './socialPopup'

type AuthUser = Awaited<ReturnType<typeof controllers.socialLogin.startSocialLogin>>

/**
 * The social login panel (SPEC §2 'socials', §4 'Social login'): for the provider Connect passed
 * (router data `provider`), asks the secure frame for the redirect URI, signs in in the 600x800
 * popup, connects the embedded wallet with the result URI it posts back, after which Account
 * shows the user's display name (SPEC §5). Closing the popup first shows 'Popup closed'.
 */
export default function SocialsPanel() {
  const { core, t, appKit } = useModalContext()
  const router = useSnapshot(core.router)
  const provider = typeof router.data?.provider === 'string' ? router.data.provider : ''
  const secureSiteUrl = appKit?.options.secureSiteUrl ?? ''
  const [error, setError] = useState<string>()
  const [connecting, setConnecting] = useState(false)
  const started = useRef(false)
  const name = t(`socials.${provider}` as MessageKey)

  async function login() {
    setError(undefined)
    try {
      const wallet = getEmbeddedWallet(core, secureSiteUrl, appKit)
      const origin = new URL(secureSiteUrl).origin
      await flows.loginWithSocial(
        core,
        controllers.socialLogin.createSocialLogin(),
        {
          getRedirectUri: async (social) => {
            const answer = await wallet.messenger.request('GET_SOCIAL_REDIRECT_URI', {
              provider: social,
            })
            return (answer as { uri: string }).uri
          },
          openPopup: openSocialPopup,
          waitForResult: () => waitForSocialResult(origin),
          connectSocial: async (uri) => {
            setConnecting(true)
            return (await wallet.messenger.request('CONNECT_SOCIAL', { uri })) as AuthUser
          },
          clock: core.services.clock,
        },
        provider,
      )
      await wallet.connect(
        controllers.socialLogin.isSocialProvider(provider) ? provider : undefined,
      )
    } catch (failure) {
      setConnecting(false)
      setError(t(failure instanceof PopupClosedError ? 'socials.popupClosed' : 'socials.failed'))
    }
  }

  useEffect(() => {
    if (started.current) return
    started.current = true
    void login()
  })

  return (
    <div className="ak-email">
      {error ? (
        <>
          <AlertBar variant="error" message={error} />
          <Button
            variant="secondary"
            onClick={() => {
              openSocialPopup('')
              void login()
            }}
          >
            {t('socials.retry')}
          </Button>
        </>
      ) : (
        <Spinner
          label={connecting ? t('socials.connecting') : t('socials.waiting', { provider: name })}
        />
      )}
    </div>
  )
}
