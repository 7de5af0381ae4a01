import type { RequestPolicy } from '@appkit/core/adapter'

/** Bitcoin wallet methods that need the visitor's approval (signing, sending). */
export const BITCOIN_APPROVAL_METHODS: readonly string[] = [
  'signMessage',
  'signPsbt',
  'sendTransfer',
]

/** Bitcoin wallet methods that need no approval (reading the shared addresses). */
export const BITCOIN_SAFE_METHODS: readonly string[] = ['getAccountAddresses']

/**
 * The bip122 request policy (SPEC §6): reading addresses runs at once; signing a message, signing
 * a PSBT and sending a transfer wait for approval, summarised by `summarizeBitcoinRequest` (loaded
 * with the first approval, with bitcoinjs-lib when a PSBT is decoded).
 */
export const BITCOIN_REQUEST_POLICY: RequestPolicy = {
  safeMethods: BITCOIN_SAFE_METHODS,
  approvalMethods: BITCOIN_APPROVAL_METHODS,
  summarize: async ({ method, params, caipNetwork }) => {
    const { summarizeBitcoinRequest } = await import('./summarizeBitcoinRequest')
    return summarizeBitcoinRequest(method, params, caipNetwork)
  },
}
