import { proxy } from 'valtio'
import { SOCIAL_PROVIDERS } from '../../constants/networkConstants'
import { SOCIAL_POPUP_POLLING_MS } from '../../constants/timeConstants'
import { PopupClosedError, SocialConnectionFailedError } from '../../errors/connectionErrors'
import type { Clock } from '../../time/clock'
import type { AuthUser } from '../../types/account'

/** The social providers of SPEC §5. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Social login status (SPEC §4): started, request user data, success or error. */
export type SocialLoginStatus = 'idle' | 'started' | 'requestingUserData' | 'success' | 'error'

/** Social login state. */
export type SocialLoginState = {
  status: SocialLoginStatus
  provider: SocialProvider | undefined
  error: string | undefined
}

/** Creates an idle social login. */
export function createSocialLogin(): SocialLoginState {
  return proxy<SocialLoginState>({ status: 'idle', provider: undefined, error: undefined })
}

/** True for a provider of SPEC §5: google, github, apple, facebook, x, discord. */
export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value)
}

/** A popup window as far as the login needs it. */
export type SocialPopup = { readonly closed: boolean; close(): void }

/** What a social login talks to: the embedded wallet frame and the popup page. */
export type SocialLoginServices = {
  /** Asks the embedded wallet for the provider's redirect URI. */
  getRedirectUri: (provider: SocialProvider) => Promise<string>
  /** Opens the popup (600x800) on the URI; null when blocked. */
  openPopup: (uri: string) => SocialPopup | null
  /** Resolves with the result URI the popup posts back. */
  waitForResult: () => Promise<string>
  /** Connects the embedded wallet with the result URI; resolves with the user. */
  connectSocial: (resultUri: string) => Promise<AuthUser>
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>
}

function watchPopup(popup: SocialPopup, clock: SocialLoginServices['clock']) {
  let timer: unknown
  const promise = new Promise<never>((_, reject) => {
    const check = () => {
      if (popup.closed) reject(new PopupClosedError())
      else timer = clock.setTimeout(check, SOCIAL_POPUP_POLLING_MS)
    }
    timer = clock.setTimeout(check, SOCIAL_POPUP_POLLING_MS)
  })
  return { promise, stop: () => clock.clearTimeout(timer) }
}

/**
 * Runs a social login: started, popup polled every 1 s (closing it before completion
 * rejects with 'Popup closed'), request user data, then success or error (SPEC §4).
 */
export async function startSocialLogin(
  state: SocialLoginState,
  services: SocialLoginServices,
  provider: string,
): Promise<AuthUser> {
  if (!isSocialProvider(provider))
    throw new SocialConnectionFailedError({ details: `unknown provider ${provider}` })
  Object.assign(state, { status: 'started', provider, error: undefined })
  let watcher: ReturnType<typeof watchPopup> | undefined
  try {
    const uri = await services.getRedirectUri(provider)
    const popup = services.openPopup(uri)
    if (!popup) throw new SocialConnectionFailedError({ details: 'popup blocked' })
    watcher = watchPopup(popup, services.clock)
    const resultUri = await Promise.race([services.waitForResult(), watcher.promise])
    watcher.stop()
    popup.close()
    state.status = 'requestingUserData'
    const user = await services.connectSocial(resultUri)
    state.status = 'success'
    return user
  } catch (error) {
    watcher?.stop()
    state.status = 'error'
    const failure =
      error instanceof PopupClosedError ? error : new SocialConnectionFailedError({ cause: error })
    state.error = failure.shortMessage
    throw failure
  }
}
