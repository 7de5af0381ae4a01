import type { RequestPolicy } from '@appkit/core/adapter'

/** Polkadot wallet methods that wait for the visitor's approval (WalletConnect's polkadot namespace names). */
export const POLKADOT_APPROVAL_METHODS: readonly string[] = [
  'polkadot_signMessage',
  'polkadot_signTransaction',
]

/** Polkadot wallet methods that need no approval: none (the accounts come with the connection). */
export const POLKADOT_SAFE_METHODS: readonly string[] = []

/**
 * The polkadot request policy (SPEC §6): signing a message or a transaction waits for approval;
 * the approval view shows the request's params.
 */
export const POLKADOT_REQUEST_POLICY: RequestPolicy = {
  safeMethods: POLKADOT_SAFE_METHODS,
  approvalMethods: POLKADOT_APPROVAL_METHODS,
}
