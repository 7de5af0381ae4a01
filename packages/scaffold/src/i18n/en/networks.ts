import { namespaceNames } from '../brandNames'

/**
 * Strings of the network views (English): Networks, SwitchNetwork, SwitchActiveChain and
 * UnsupportedChain. `{name}` is a network name, `{chain}` a namespace name.
 */
export const networks = {
  list: 'Networks',
  active: 'Active',
  unavailable: 'Not available with the connected wallet',
  approveInWallet: 'Approve in wallet',
  switchingTo: 'Switching to {name}',
  switchHint: 'Accept the network switch in your wallet.',
  switchDeclined: 'Switch declined',
  switchDeclinedHint: 'The wallet declined the switch to {name}.',
  chainNotSupported: 'Chain is not supported',
  chainNotSupportedHint: 'Your wallet could not add {name}.',
  switchFailed: 'Switch failed',
  switchFailedHint:
    'A switch can fail when the wallet does not support the chain or another request is still open.',
  noNetwork: 'No network was chosen.',
  switchActiveChainText:
    'The connected wallet does not support {chain}. Switch to {chain} to connect a wallet for it.',
  switchActiveChainAction: 'Switch to {chain}',
  unsupportedText:
    "This app doesn't support your wallet's current network. Switch to one of these networks to continue.",
  disconnect: 'Disconnect',
  disconnectFailed: 'Failed to disconnect',
  ...namespaceNames,
} as const
