import type { MessageKey } from '../../i18n/translate'

const KEYS: Readonly<Record<string, MessageKey>> = {
  payment: 'account.accountTypePayment',
  ordinal: 'account.accountTypeOrdinal',
  eoa: 'account.accountTypeEoa',
  smartAccount: 'account.accountTypeSmartAccount',
}

/** The catalogue label of an account type (SPEC §3: payment, ordinal, eoa, smartAccount). */
export function getAccountTypeKey(type: string | undefined): MessageKey {
  return KEYS[type ?? 'eoa'] ?? 'account.accountTypeEoa'
}
