import type { AppKitCore } from '../client/createAppKitCore'
import { type AppKitEvent, trackEvent } from '../controllers/events/events'
import { subscribeToPushes } from '../controllers/router/router'
import type { RouterData, View } from '../controllers/router/views'
import { accountEventProperties, isSmartAccount } from './eventProperties'
import { eventsContext } from './eventsContext'

function walletName(data: RouterData | undefined): string {
  return data?.wallet?.name ?? data?.connectorId ?? ''
}

/** The feature panels whose opening AppKit reports, with the event it names. */
function panelEvent(core: AppKitCore, panel: unknown): AppKitEvent | undefined {
  const account = { isSmartAccount: isSmartAccount(core) }
  const network = accountEventProperties(core)
  if (panel === 'swaps') return { event: 'OPEN_SWAP', properties: network }
  if (panel === 'send') return { event: 'OPEN_SEND', properties: network }
  if (panel === 'onramp') return { event: 'SELECT_BUY_CRYPTO', properties: account }
  if (panel === 'activity') return { event: 'CLICK_TRANSACTIONS', properties: account }
  return undefined
}

/**
 * The event AppKit sends when the visitor goes to `view` from `from` (a click in the modal):
 * CLICK_ALL_WALLETS (CLICK_GET_WALLET from WhatIsAWallet's "Get a wallet"), CLICK_NETWORKS,
 * CLICK_WALLET_HELP, CLICK_NETWORK_HELP, EMAIL_LOGIN_SELECTED, EMAIL_EDIT, OPEN_ENS_FLOW,
 * SELECT_WALLET (`{ name, platform }`: 'browser' for an installed wallet, 'qrcode' or
 * 'mobile' for WalletConnect), and for the feature panels OPEN_SWAP, OPEN_SEND,
 * SELECT_BUY_CRYPTO and CLICK_TRANSACTIONS. Undefined for a view AppKit reports nothing for.
 */
export function getNavigationEvent(
  core: AppKitCore,
  view: View,
  data: RouterData | undefined,
  from?: View,
): AppKitEvent | undefined {
  switch (view) {
    case 'AllWallets':
      return { event: from === 'WhatIsAWallet' ? 'CLICK_GET_WALLET' : 'CLICK_ALL_WALLETS' }
    case 'Networks':
      return { event: 'CLICK_NETWORKS' }
    case 'WhatIsAWallet':
      return { event: 'CLICK_WALLET_HELP' }
    case 'WhatIsANetwork':
      return { event: 'CLICK_NETWORK_HELP' }
    case 'EmailLogin':
      return { event: 'EMAIL_LOGIN_SELECTED' }
    case 'UpdateEmailWallet':
      return { event: 'EMAIL_EDIT' }
    case 'RegisterAccountName':
      return { event: 'OPEN_ENS_FLOW', properties: { isSmartAccount: isSmartAccount(core) } }
    case 'ConnectingExternal':
      return { event: 'SELECT_WALLET', properties: { name: walletName(data), platform: 'browser' } }
    case 'ConnectingWalletConnect': {
      const platform = core.services.platform.isMobile ? 'mobile' : 'qrcode'
      return { event: 'SELECT_WALLET', properties: { name: walletName(data), platform } }
    }
    case 'FeaturePanel':
      return panelEvent(core, data?.panel)
    default:
      return undefined
  }
}

/** Sends the event of going to `view` ({@link getNavigationEvent}), if AppKit names one. */
export function trackNavigation(
  core: AppKitCore,
  view: View,
  data?: RouterData,
  from?: View,
): void {
  const event = getNavigationEvent(core, view, data, from)
  if (event) trackEvent(eventsContext(core), event)
}

/**
 * Sends the navigation events of the visitor's clicks: every view pushed onto the router's
 * history (not the view `open()` resets to, nor going back), each one even when several are
 * pushed in one tick. Returns the stop.
 */
export function startNavigationEvents(core: AppKitCore): () => void {
  return subscribeToPushes(core.router, (view, data, from) =>
    trackNavigation(core, view, data, from),
  )
}
