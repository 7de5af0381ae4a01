import { SOCIAL_POPUP_SIZE } from '@appkit/core/internal'

/** The popup window's name: Connect opens it on the click, the login then navigates it. */
export const SOCIAL_POPUP_NAME = 'appkit-social'

/** SPEC §7 'Social login: popup 600x800'. */
const POPUP_FEATURES = `popup,width=${SOCIAL_POPUP_SIZE.width},height=${SOCIAL_POPUP_SIZE.height}`

/**
 * Opens (or, when it is open, navigates) the social login popup on `uri`. Connect calls it with
 * '' on the visitor's click, so the browser allows the window before the redirect URI is known.
 */
export function openSocialPopup(uri: string): Window | null {
  return window.open(uri, SOCIAL_POPUP_NAME, POPUP_FEATURES)
}

/**
 * Resolves with the result URI the secure site's loading page posts back from the popup
 * (`{ type: 'SOCIAL_RESULT', resultUri }`), accepting it only from `secureOrigin`.
 */
export function waitForSocialResult(secureOrigin: string): Promise<string> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; resultUri?: unknown } | null
      if (event.origin !== secureOrigin || data?.type !== 'SOCIAL_RESULT') return
      if (typeof data.resultUri !== 'string') return
      window.removeEventListener('message', onMessage)
      resolve(data.resultUri)
    }
    window.addEventListener('message', onMessage)
  })
}
