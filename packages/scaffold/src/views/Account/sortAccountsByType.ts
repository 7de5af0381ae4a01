import type { ChainNamespace } from '@appkit/core'
import { DEFAULT_ACCOUNT_TYPES } from '@appkit/core/internal'

type TypedAccount = { readonly address: string; readonly type?: string | undefined }

/**
 * The accounts of a connection with the namespace's default account type first (SPEC §9
 * 'Default account types: bitcoin payment, ...'), the others in the wallet's order.
 */
export function sortAccountsByType<T extends TypedAccount>(
  namespace: ChainNamespace,
  accounts: readonly T[],
): T[] {
  const preferred = (DEFAULT_ACCOUNT_TYPES as Partial<Record<ChainNamespace, string>>)[namespace]
  return [
    ...accounts.filter((account) => account.type === preferred),
    ...accounts.filter((account) => account.type !== preferred),
  ]
}
