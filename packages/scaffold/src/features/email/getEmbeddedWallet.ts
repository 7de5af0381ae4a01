import type { AppKitCore } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { subscribe } from 'valtio'
import { announceEmbeddedProvider } from './announceEmbeddedProvider'
import { createEmbeddedProvider, type EmbeddedProvider } from './createEmbeddedProvider'
import { createFrameTransport } from './createFrameTransport'
import { EMBEDDED_WALLET_RDNS } from './embeddedWalletInfo'

type FrameMessenger = controllers.frameMessenger.FrameMessenger
type EmailLoginState = controllers.emailLogin.EmailLoginState
type EmailFrame = controllers.emailLogin.EmailFrame

/** The embedded wallet of one instance: its frame, messenger, login state and provider. */
export type EmbeddedWallet = {
  messenger: FrameMessenger
  login: EmailLoginState
  frame: EmailFrame
  /** Connects the logged-in embedded wallet through the instance's eip155 adapter. */
  connect: () => Promise<void>
  /**
   * Announces the logged-in embedded wallet (the frame's stored session) without connecting,
   * so the adapter's reconnect at start finds its connector. Rejects when the frame has no user.
   */
  announce: () => Promise<void>
}

const wallets = new WeakMap<AppKitCore, EmbeddedWallet>()

/**
 * The instance's embedded wallet, created on first use: a hidden frame of the secure site
 * (`secureSiteUrl`) added to the page, core's frame messenger on it (exact origin), the e-mail
 * login state with its 30 s cooldown, and — after login — the wallet announced as an EIP-1193
 * provider and connected through the eip155 adapter like any wallet.
 */
export function getEmbeddedWallet(core: AppKitCore, secureSiteUrl: string): EmbeddedWallet {
  const existing = wallets.get(core)
  if (existing) return existing
  const url = new URL(secureSiteUrl)
  const element = document.createElement('iframe')
  element.src = url.href
  element.title = 'Embedded wallet'
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
  const frame: EmailFrame = {
    connectEmail: async (email) => {
      const { action } = (await messenger.request('CONNECT_EMAIL', { email })) as {
        action: controllers.emailLogin.ConnectEmailAction
      }
      return { action }
    },
    connectDevice: async () => {
      await messenger.request('CONNECT_DEVICE')
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
  let provider: EmbeddedProvider | undefined
  const announce = async () => {
    const user = (await messenger.request('GET_USER')) as { address: string; chainId: number }
    if (provider) provider.setUser(user)
    else {
      provider = createEmbeddedProvider(messenger, user)
      announceEmbeddedProvider(window, provider)
    }
    await waitForConnector(core)
  }
  const connect = async () => {
    await announce()
    await flows.connectWallet(core, { namespace: 'eip155', connectorId: EMBEDDED_WALLET_RDNS })
  }
  const wallet: EmbeddedWallet = {
    messenger,
    login: controllers.emailLogin.createEmailLogin(core.services.clock),
    frame,
    connect,
    announce,
  }
  wallets.set(core, wallet)
  return wallet
}

/** Resolves once the adapter lists the announced embedded wallet among the connectors. */
function waitForConnector(core: AppKitCore): Promise<void> {
  const listed = () => core.connectors.connectors.some((c) => c.id === EMBEDDED_WALLET_RDNS)
  if (listed()) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = subscribe(core.connectors, () => {
      if (!listed()) return
      stop()
      resolve()
    })
  })
}
