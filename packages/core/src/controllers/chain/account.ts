import {
  ChainRequiredForAccountDataError,
  ChainRequiredForAccountPropError,
} from '../../errors/chainErrors'
import type { AccountState, AccountStatus } from '../../types/account'
import type { ChainNamespace } from '../../types/network'
import { type ChainState, createAccountState, getNamespaceState } from './chain'

/** Sets one account field of `namespace` ('Chain is required to set account prop' without one). */
export function setAccountProp<K extends keyof AccountState>(
  chain: ChainState,
  key: K,
  value: AccountState[K],
  namespace: ChainNamespace | undefined,
): void {
  if (!namespace) throw new ChainRequiredForAccountPropError()
  getNamespaceState(chain, namespace).accountState[key] = value
}

/** Merges account data into `namespace` ('Chain is required to update chain account data'). */
export function setChainAccountData(
  chain: ChainState,
  namespace: ChainNamespace | undefined,
  data: Partial<AccountState>,
): void {
  if (!namespace) throw new ChainRequiredForAccountDataError()
  Object.assign(getNamespaceState(chain, namespace).accountState, data)
}

/** Sets the account status of `namespace`: connecting, connected or disconnected. */
export function setAccountStatus(
  chain: ChainState,
  namespace: ChainNamespace,
  status: AccountStatus,
): void {
  getNamespaceState(chain, namespace).accountState.status = status
}

/**
 * Resets the account of `namespace` to disconnected: clears all fields, keeps the preferred
 * account type and removes the connector id (SPEC §4).
 */
export function resetAccount(chain: ChainState, namespace: ChainNamespace): void {
  const state = getNamespaceState(chain, namespace)
  state.accountState = createAccountState(state.accountState.preferredAccountType)
}

/** What the preferred-account toggle needs: the wallet call that applies the choice. */
export type TogglePreferredAccountTypeParameters = {
  namespace: ChainNamespace
  /** Whether smart accounts are enabled on the active network. */
  smartAccountEnabled: boolean
  /** Applies the account type in the embedded wallet. */
  apply: (type: 'eoa' | 'smartAccount') => Promise<void>
}

/**
 * Toggles the preferred account type between eoa and smartAccount: smart only if enabled and
 * the current one is eoa; on error falls back to EOA (SPEC §4).
 */
export async function togglePreferredAccountType(
  chain: ChainState,
  { namespace, smartAccountEnabled, apply }: TogglePreferredAccountTypeParameters,
): Promise<'eoa' | 'smartAccount'> {
  const account = getNamespaceState(chain, namespace).accountState
  const next =
    smartAccountEnabled && account.preferredAccountType === 'eoa' ? 'smartAccount' : 'eoa'
  try {
    await apply(next)
    account.preferredAccountType = next
  } catch {
    account.preferredAccountType = 'eoa'
  }
  return account.preferredAccountType as 'eoa' | 'smartAccount'
}
