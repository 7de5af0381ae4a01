// The API clients, one namespace per service (re-exported by index.ts).
export * as analyticsApi from '../api/analyticsApi'
export * as apiClient from '../api/apiClient'
export * as blockchainApi from '../api/blockchainApi'
export * as namesApi from '../api/namesApi'
export * as onrampApi from '../api/onrampApi'
export * as walletApi from '../api/walletApi'
