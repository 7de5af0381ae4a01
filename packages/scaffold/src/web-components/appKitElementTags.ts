/** The tag names of the page's web components, the same buttons as the React ones. */
export const APPKIT_ELEMENT_TAGS = {
  /** Connect while disconnected, the account once connected (`<AppKitButton>`). */
  button: 'appkit-button',
  /** The button that opens the modal to connect (`<ConnectButton>`). */
  connectButton: 'appkit-connect-button',
  /** The connected account, opens Account; empty while disconnected (`<AccountButton>`). */
  accountButton: 'appkit-account-button',
  /** The active network, opens the network list (`<NetworkButton>`). */
  networkButton: 'appkit-network-button',
} as const

/** One of {@link APPKIT_ELEMENT_TAGS}. */
export type AppKitElementTag = (typeof APPKIT_ELEMENT_TAGS)[keyof typeof APPKIT_ELEMENT_TAGS]
