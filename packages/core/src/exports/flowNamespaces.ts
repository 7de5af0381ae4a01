// The cross-controller flows (re-exported by index.ts as `flows`).

export {
  loadAccountData,
  loadMoreTransactions,
  refreshTokenBalance,
  startAccountDataFlow,
  TOKEN_BALANCE_UNAVAILABLE,
} from '../flows/accountDataFlow'
export { applyAdapterEvent, attachAdapters } from '../flows/adapterEventsFlow'
export {
  approveRequest,
  classifyRequest,
  rejectRequest,
  runBatchWithApproval,
  runWithApproval,
} from '../flows/approvalFlow'
export { type ConnectWalletParameters, connectWallet } from '../flows/connectFlow'
export {
  disconnect,
  onConnected,
  onDisconnectEvent,
  switchConnectionGated,
  syncConnectionsAtStart,
} from '../flows/connectionFlow'
export { ACTION_NOT_ALLOWED, handleDisallowedRpc } from '../flows/disallowedRpcFlow'
export {
  type ConnectEmbeddedFrameParameters,
  connectEmbeddedFrame,
} from '../flows/embeddedFrameFlow'
export { embeddedFrameUrl } from '../flows/embeddedFrameUrl'
export { createEmbeddedRequest, type EmbeddedRequest } from '../flows/embeddedRequestFlow'
export {
  type ConnectEmbeddedWalletParameters,
  connectEmbeddedWallet,
  type EmbeddedWalletMessenger,
  restoreEmbeddedWallet,
} from '../flows/embeddedWalletFlow'
export { back } from '../flows/goBackFlow'
export { refreshIdentity } from '../flows/identityFlow'
export { loadDeferredAdapters } from '../flows/loadDeferredAdapters'
export { close, getModalContext, open } from '../flows/modalFlow'
export { refreshNativeBalance } from '../flows/nativeBalanceFlow'
export { onWalletNetworkChanged } from '../flows/networkFlow'
export { ACTIVE_NETWORK_STORAGE_KEY, persistActiveNetwork } from '../flows/networkPersistenceFlow'
export {
  canSwitchTo,
  navigateAfterNetworkSwitch,
  switchNetworkInWallet,
} from '../flows/networkSwitchFlow'
export { selectOnrampProviderForAccount } from '../flows/onrampFlow'
export { getCoinType, isValidAccountName, registerAccountName } from '../flows/registerNameFlow'
export { checkAllowedOrigin, loadRemoteFeatures } from '../flows/remoteConfigFlow'
export { type ReportFlowErrorParameters, reportFlowError } from '../flows/reportFlowError'
export { canPrepareSend, prepareSend, sendToken, toBaseUnits } from '../flows/sendFlow'
export { cancelSiwx, requestSiwxAfterConnection, signInWithSiwx } from '../flows/siwxFlow'
export { getSiwxSession, signOutWithSiwx } from '../flows/siwxSessionFlow'
export { swapTokens } from '../flows/swapFlow'
export {
  activateConnection,
  disconnectConnection,
  listWalletConnections,
} from '../flows/walletConnectionsFlow'
