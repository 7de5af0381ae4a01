import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { createFrameTransport } from './createFrameTransport'
import {
  type EmbeddedFrameSpeaker,
  registerEmbeddedFrame,
  speakEmbeddedFrame,
} from './embeddedFrameRegistry'

type FrameMessenger = controllers.frameMessenger.FrameMessenger
type EmailLoginState = controllers.emailLogin.EmailLoginState
type EmailFrame = controllers.emailLogin.EmailFrame
/** A social provider of SPEC §5, or 'farcaster' (its own flow). */
type SocialProvider = controllers.socialLogin.SocialProvider | 'farcaster'

/** The embedded wallet of one instance: its frame, messenger, login state and provider. */
export type EmbeddedWallet = {
  messenger: FrameMessenger
  login: EmailLoginState
  frame: EmailFrame
  /**
   * Connects the logged-in embedded wallet as the AUTH connector of an embedded-login namespace
   * (core's flow), with the social provider of a social login.
   */
  connect: (socialProvider?: SocialProvider) => Promise<void>
  /**
   * Hands the frame's stored session to the adapter without connecting, so the reconnect at
   * start finds the AUTH connector. Rejects when the frame has no user.
   */
  restore: () => Promise<void>
}

/** How long the device check waits for the link: the secure site's link lifetime (10 minutes). */
const DEVICE_CHECK_TIMEOUT_MS = 10 * 60_000

const wallets = new WeakMap<AppKitCore, EmbeddedWallet>()

/**
 * The instance's embedded wallet, created on first use: a hidden frame of the secure site
 * (`secureSiteUrl`) added to the page, core's frame messenger on it (exact origin), the e-mail
 * login state with its 30 s cooldown, and — after login — core's embedded wallet flow, which
 * has the adapter serve the frame's user as its AUTH connector. Nothing here is namespace-specific.
 * With `speaker` (the instance: its translate function and locale), the frame speaks the modal's
 * language from then on: it is told the locale first (SYNC_LOCALE), so the e-mails and pages of
 * what follows speak it, and its element's title on the page is translated.
 */
export function getEmbeddedWallet(
  core: AppKitCore,
  secureSiteUrl: string,
  speaker?: EmbeddedFrameSpeaker,
): EmbeddedWallet {
  const existing = wallets.get(core)
  if (existing) {
    if (speaker) speakEmbeddedFrame(core, speaker)
    return existing
  }
  const url = flows.embeddedFrameUrl(core, secureSiteUrl)
  const element = document.createElement('iframe')
  element.src = url.href
  // Named in the modal's language once `speaker` is known (speakEmbeddedFrame).
  element.setAttribute('aria-hidden', 'true')
  element.tabIndex = -1
  element.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
  const messenger = flows.connectEmbeddedFrame(core, {
    transport: createFrameTransport(element, url.origin),
    origin: url.origin,
    clearLoginData: () => {},
  })
  element.addEventListener('error', () => messenger.failLoad())
  document.body.append(element)
  registerEmbeddedFrame(core, {
    element,
    request: (type, payload) => messenger.request(type, payload),
  })
  if (speaker) speakEmbeddedFrame(core, speaker)
  const frame: EmailFrame = {
    connectEmail: async (email) => {
      const { action } = (await messenger.request('CONNECT_EMAIL', { email })) as {
        action: controllers.emailLogin.ConnectEmailAction
      }
      return { action }
    },
    connectDevice: async () => {
      // Waits for the visitor to open the e-mailed link (on any device), as long as it is valid.
      await messenger.request('CONNECT_DEVICE', undefined, DEVICE_CHECK_TIMEOUT_MS)
    },
    connectOtp: async (otp) => {
      await messenger.request('CONNECT_OTP', { otp })
    },
    updateEmail: async (email) => {
      await messenger.request('UPDATE_EMAIL', { email })
    },
    updateEmailPrimaryOtp: async (otp) => {
      await messenger.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    },
    updateEmailSecondaryOtp: async (otp) => {
      await messenger.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
    },
  }
  const wallet: EmbeddedWallet = {
    messenger,
    login: controllers.emailLogin.createEmailLogin(core.services.clock),
    frame,
    connect: (socialProvider) =>
      flows.connectEmbeddedWallet(core, {
        messenger,
        ...(socialProvider ? { socialProvider } : {}),
      }),
    restore: () => flows.restoreEmbeddedWallet(core, messenger),
  }
  wallets.set(core, wallet)
  return wallet
}
