import type { RequestPolicy } from '@appkit/core/adapter'

/** Cosmos wallet methods that need the visitor's approval (signing, sending). */
export const COSMOS_APPROVAL_METHODS: readonly string[] = [
  'cosmos_signDirect',
  'cosmos_signAmino',
  'cosmos_signArbitrary',
  'cosmos_sendMessages',
]

/** Cosmos wallet methods that need no approval (reading the shared accounts). */
export const COSMOS_SAFE_METHODS: readonly string[] = ['cosmos_getAccounts']

/**
 * The cosmos request policy (SPEC §6): reading accounts runs at once; signing (direct, amino,
 * ADR-036) and sending messages wait for approval, shown with the params as JSON.
 */
export const COSMOS_REQUEST_POLICY: RequestPolicy = {
  safeMethods: COSMOS_SAFE_METHODS,
  approvalMethods: COSMOS_APPROVAL_METHODS,
}
