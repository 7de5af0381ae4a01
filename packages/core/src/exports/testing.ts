// Test helpers for packages built on core (`@appkit/core/testing`): an in-memory adapter, a test
// instance and a loopback HTTP server. Not part of the published runtime API; no test runner here.
export { makeTestAdapter, type TestAdapter } from '../testing/adapter'
export {
  type EmbeddedAccountType,
  makeSmartAccountFrame,
  type SmartAccountFrameState,
  STAND_IN_EOA,
  STAND_IN_SMART_ACCOUNT,
  serveEmbeddedWallet,
} from '../testing/embeddedWalletStandIns'
export { makeTestCore } from '../testing/makeTestCore'
export { mainnet, makeNetwork, optimism, solanaMainnet } from '../testing/networks'
export {
  type RecordedRequest,
  startTestServer,
  type TestRoute,
  type TestServer,
} from '../testing/startTestServer'
