import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'

/** What `fetchBalance` resolves: AppKit's shape (`useAppKitBalance().fetchBalance()`). */
export type FetchBalanceResult = {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

function failed(error: string): FetchBalanceResult {
  return { data: undefined, error, isSuccess: false, isError: true }
}

/**
 * Reads the native balance of the active account on the active network from its adapter, now
 * (past the 30 s cache of SPEC §9), into the account state, and resolves it. Never rejects: a
 * missing account or a failed read comes back as `isError` with the reason.
 */
export async function fetchBalance(core: AppKitCore): Promise<FetchBalanceResult> {
  const account = controllers.chain.getActiveAccount(core.chain)
  const network = controllers.chain.getActiveNetwork(core.chain)
  if (!account?.address || !network) return failed('Not able to retrieve balance')
  try {
    await flows.refreshNativeBalance(core, true)
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error))
  }
  const { balance, balanceSymbol } = controllers.chain.getActiveAccount(core.chain) ?? {}
  if (balance === undefined || !balanceSymbol) return failed('No balance found')
  return {
    data: { balance: String(balance), symbol: balanceSymbol },
    error: null,
    isSuccess: true,
    isError: false,
  }
}
