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
