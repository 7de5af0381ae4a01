export { DEV_FARCASTER_USERNAMES, deployDevFarcaster } from '../farcaster/deployDevFarcaster'
export { type DeployedIdRegistry, deployIdRegistry } from '../farcaster/deployIdRegistry'
export type { FarcasterConfig } from '../farcaster/FarcasterConfig'
export type { FarcasterAppAccount } from '../farcaster/farcasterAppPage'
export { createFrameApi, type FrameApi, FrameApiError } from '../frame/createFrameApi'
export {
  type CreateFrameHostParameters,
  createFrameHost,
  type FrameHost,
  type TokenStorage,
} from '../frame/createFrameHost'
export { WALLET_RPC_METHODS } from '../rpc/handleWalletRpc'
export type { SecureChain } from '../rpc/SecureChain'
export type { SecureUser } from '../server/SecureUser'
export { type RunningSecure, type StartSecureOptions, startSecure } from '../server/startSecure'
export type { MailMessage } from '../smtp/MailMessage'
export { type OutgoingMail, type SmtpConfig, SmtpError, sendMail } from '../smtp/sendMail'
export { type SmtpSink, type StartSmtpSinkOptions, startSmtpSink } from '../smtp/startSmtpSink'
