// config for createAppKit's `siwx` option
export {
  type AppKitSiwxApiConfig,
  type CreateSiwxApiConfigParameters,
  createSiwxApiConfig,
} from '../config/createSiwxApiConfig'
export {
  type AppKitSiwxConfig,
  type CreateSiwxConfigParameters,
  createSiwxConfig,
} from '../config/createSiwxConfig'
export {
  type CreateSiwxNonceStoreParameters,
  createSiwxNonceStore,
  type SiwxNonceSource,
} from '../config/createSiwxNonceStore'
export type {
  SiweConfig,
  SiweCreateMessageArgs,
  SiweMessageParams,
  SiweSession,
} from '../config/SiweConfig'
export {
  type SiweMappedSession,
  type SiweMappedSiwxConfig,
  siweConfigToSiwx,
} from '../config/siweConfigToSiwx'
export {
  InvalidSiwxMessageError,
  type SiwxMessagePart,
} from '../errors/InvalidSiwxMessageError'
// errors
export { SiwxApiError } from '../errors/SiwxApiError'
export {
  SiwxVerificationError,
  type SiwxVerificationFailure,
} from '../errors/SiwxVerificationError'
export { UnsupportedSiwxNamespaceError } from '../errors/UnsupportedSiwxNamespaceError'
// messages (CAIP-122 / EIP-4361)
export {
  type CreateSiwxMessageParameters,
  createSiwxMessage,
} from '../message/createSiwxMessage'
export { type GenerateNonceParameters, generateNonce } from '../message/generateNonce'
export { parseRfc3339DateTime } from '../message/parseRfc3339DateTime'
export { parseSiwxMessage } from '../message/parseSiwxMessage'
export type { SiwxMessage, SiwxMessageData } from '../message/SiwxMessage'
export { serializeSiwxMessage } from '../message/serializeSiwxMessage'
export { SIWX_MESSAGE_LIMITS } from '../message/siwxMessageLimits'
export {
  isSiwxNamespace,
  SIWX_NAMESPACE_FORMATS,
  type SiwxNamespace,
  type SiwxNamespaceFormat,
} from '../message/siwxNamespaces'
export { siwxRevokeMessage } from '../message/siwxRevokeMessage'
export { toSiwxMessage } from '../message/toSiwxMessage'
export { validateSiwxMessageData } from '../message/validateSiwxMessageData'
// session storage
export {
  type CreateSiwxApiStorageParameters,
  createSiwxApiStorage,
  type SiwxApiSession,
  type SiwxApiStorage,
} from '../storage/createSiwxApiStorage'
export {
  type CreateSiwxSessionStorageParameters,
  createSiwxSessionStorage,
  type SiwxSessionStorage,
} from '../storage/createSiwxSessionStorage'
export type { SiwxSession } from '../storage/SiwxSession'
export { SIWX_SESSION_REFS_KEY, type SiwxSessionRef } from '../storage/SiwxSessionRef'
export {
  parseSiwxSessionCookie,
  type SiwxSessionCookieOptions,
  serializeSiwxSessionCookie,
} from '../storage/siwxSessionCookie'
// verifiers (one per namespace)
export {
  type BitcoinAddressKind,
  type DecodedBitcoinAddress,
  decodeBitcoinAddress,
} from '../verifiers/bip122/decodeBitcoinAddress'
export {
  bip322MessageHash,
  bip322Transactions,
  verifyBip322Simple,
} from '../verifiers/bip122/verifyBip322Simple'
export {
  legacyBitcoinMessageHash,
  verifyLegacyBitcoinMessage,
} from '../verifiers/bip122/verifyLegacyBitcoinMessage'
export { checkSiwxMessage } from '../verifiers/checkSiwxMessage'
export { createBip122Verifier } from '../verifiers/createBip122Verifier'
export {
  type CreateEip155VerifierParameters,
  createEip155Verifier,
} from '../verifiers/createEip155Verifier'
export { createSolanaVerifier } from '../verifiers/createSolanaVerifier'
export type {
  SiwxExpectation,
  SiwxVerifier,
  VerifySiwxMessageParameters,
  VerifySiwxSignatureParameters,
} from '../verifiers/SiwxVerifier'
