// `@appkit/core/flows`: NOT for dapps. The cross-controller flows the scaffold runs (imported as
// `import * as flows from '@appkit/core/flows'`); internal like `@appkit/core/internal`. A flow no
// package outside core calls is not named here.

export {
  loadAccountData,
  loadMoreTransactions,
  refreshTokenBalance,
  startAccountDataFlow,
} from '../flows/accountDataFlow'
export { applyAdapterEvent, attachAdapters } from '../flows/adapterEventsFlow'
export { approveRequest, rejectRequest, runWithApproval } from '../flows/approvalFlow'
export { connectWallet } from '../flows/connectFlow'
export {
  disconnect,
  onConnected,
  syncConnectionsAtStart,
} from '../flows/connectionFlow'
export {
  isSmartAccountEnabled,
  loadSmartAccountNetworks,
  toggleEmbeddedAccountType,
} from '../flows/embeddedAccountTypeFlow'
export { connectEmbeddedFrame } from '../flows/embeddedFrameFlow'
export { embeddedFrameUrl } from '../flows/embeddedFrameUrl'
export {
  type LoginWithEmailParameters,
  loginWithEmail,
  loginWithSocial,
  verifyEmailCode,
} from '../flows/embeddedLoginEventsFlow'
export {
  connectEmbeddedWallet,
  refreshEmbeddedUser,
  restoreEmbeddedWallet,
} from '../flows/embeddedWalletFlow'
export { back } from '../flows/goBackFlow'
export { refreshIdentity } from '../flows/identityFlow'
export { announceInitialized, recordModalCreated } from '../flows/instanceEventsFlow'
export { loadDeferredAdapters } from '../flows/loadDeferredAdapters'
export { close, getModalContext, open } from '../flows/modalFlow'
export {
  getAccountNames,
  getNameLabel,
  suggestAccountNames,
} from '../flows/nameSuggestionsFlow'
export { refreshNativeBalance } from '../flows/nativeBalanceFlow'
export {
  getNavigationEvent,
  startNavigationEvents,
  trackNavigation,
} from '../flows/navigationEventsFlow'
export { persistActiveNetwork } from '../flows/networkPersistenceFlow'
export {
  canSwitchTo,
  navigateAfterNetworkSwitch,
  switchNetworkInWallet,
} from '../flows/networkSwitchFlow'
export { selectOnrampProviderForAccount } from '../flows/onrampFlow'
export { isValidAccountName, registerAccountName } from '../flows/registerNameFlow'
export { loadRemoteFeatures } from '../flows/remoteConfigFlow'
export {
  getRemoteFeatures,
  subscribeRemoteFeatures,
  updateRemoteFeatures,
} from '../flows/remoteFeaturesFlow'
export { canPrepareSend, prepareSend, sendToken } from '../flows/sendFlow'
export { cancelSiwx, requestSiwxAfterConnection, signInWithSiwx } from '../flows/siwxFlow'
export { getSiwxSession, signOutWithSiwx } from '../flows/siwxSessionFlow'
export { swapTokens } from '../flows/swapFlow'
export { fetchTransactionPage } from '../flows/transactionPageFlow'
export { updateFeatures } from '../flows/updateFeaturesFlow'
export {
  activateConnection,
  disconnectConnection,
  listWalletConnections,
} from '../flows/walletConnectionsFlow'
export { searchWalletRegistry } from '../flows/walletSearchFlow'
