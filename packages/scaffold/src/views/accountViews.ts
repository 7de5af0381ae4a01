import type { ViewLoaders } from './viewModule'

/** The views of a connected account and its networks, each its own chunk. */
export const accountViews: ViewLoaders = {
  Account: () => import('./Account/AccountView'),
  Networks: () => import('./Networks/NetworksView'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetworkView'),
  SwitchActiveChain: () => import('./SwitchActiveChain/SwitchActiveChainView'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChainView'),
  ApproveTransaction: () => import('./ApproveTransaction/ApproveTransactionView'),
  ProfileWallets: () => import('./ProfileWallets/ProfileWalletsView'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessageView'),
  RegisterAccountName: () => import('./RegisterAccountName/RegisterAccountNameView'),
  RegisterAccountNameSuccess: () =>
    import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView'),
  UpdateEmailWallet: () => import('./UpdateEmailWallet/UpdateEmailWalletView'),
}
