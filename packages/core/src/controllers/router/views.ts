/** Every modal view (SPEC §2 'Views'). */
export type View =
  | 'Connect'
  | 'EmailLogin'
  | 'AllWallets'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingExternal'
  | 'ConnectingFarcaster'
  | 'ProfileWallets'
  | 'UpdateEmailWallet'
  | 'Account'
  | 'SIWXSignMessage'
  | 'ApproveTransaction'
  | 'Swap'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'UnsupportedChain'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  /** The network list the network button opens (not named in SPEC §2's list; it lists networks). */
  | 'Networks'
  /** Help: what a wallet is, with a way to get one (AppKit's view of that name). */
  | 'WhatIsAWallet'
  /** Help: what a network is (AppKit's view of that name). */
  | 'WhatIsANetwork'
  /**
   * One of the feature panels of SPEC §2 ('Feature panels loaded on demand'), named by the
   * router data's `panel` (e.g. 'send'); the host loads the panel's own chunk.
   */
  | 'FeaturePanel'

/** The data a view can carry (the wallet, connector, network or name it is about). */
export type RouterData = {
  wallet?: { id: string; name: string }
  connectorId?: string
  network?: unknown
  switchToChain?: string
  accountName?: string
  /** The feature panel the 'FeaturePanel' view shows (SPEC §2 panel name). */
  panel?: string
  [key: string]: unknown
}

/**
 * A pushed transaction step. Each callback says where to go; a missing one goes back one
 * view. With an empty stack the modal closes instead (SPEC §2 'pending transactions').
 */
export type TransactionAction = {
  onSuccess?: () => void
  onError?: (error: unknown) => void
  onCancel?: () => void
}

/**
 * The view names AppKit's `open({ view })` takes that are not ours: each opens the feature
 * panel that does the same (SPEC §2 feature panels).
 */
export const APPKIT_VIEW_PANELS = {
  Swap: 'swaps',
  OnRampProviders: 'onramp',
  WalletSend: 'send',
} as const

/** A view name `open({ view })` accepts: ours, or one of AppKit's. */
export type OpenableView = View | keyof typeof APPKIT_VIEW_PANELS

/**
 * The view and router data an openable view name stands for: AppKit's 'Swap',
 * 'OnRampProviders' and 'WalletSend' open the swaps, onramp and send panels ('FeaturePanel'),
 * keeping the data given; every other name is ours and stays as it is.
 */
export function resolveOpenableView(
  view: OpenableView,
  data?: RouterData,
): { view: View; data: RouterData | undefined } {
  const panel = (APPKIT_VIEW_PANELS as Record<string, string>)[view]
  if (panel) return { view: 'FeaturePanel', data: { ...data, panel } }
  return { view: view as View, data }
}
