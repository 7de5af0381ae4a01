import type { RequestPolicy } from '@appkit/core/adapter'
import { EVM_APPROVAL_METHODS, EVM_SAFE_METHODS } from './evmMethods'

/**
 * The EVM request policy (SPEC §6): the safe methods run at once, the not-safe ones wait for
 * approval, anything else is refused; approvals are summarised by `summarizeEvmRequest`, loaded
 * with the first approval (not with the page).
 */
export const EVM_REQUEST_POLICY: RequestPolicy = {
  safeMethods: EVM_SAFE_METHODS,
  approvalMethods: EVM_APPROVAL_METHODS,
  summarize: async ({ method, params, caipNetwork }) => {
    const { summarizeEvmRequest } = await import('./summarizeEvmRequest')
    return summarizeEvmRequest(method, params, caipNetwork)
  },
}
