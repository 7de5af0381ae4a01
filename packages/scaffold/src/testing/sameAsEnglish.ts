// The catalogue keys whose text is the same as in English (test data of the i18n tests).
import type { MessageKey } from '../i18n/translate'

/** Brand and chain names, the same in every language. */
const brands: MessageKey[] = [
  'networks.namespace_eip155',
  'networks.namespace_solana',
  'networks.namespace_polkadot',
  'networks.namespace_bip122',
  'networks.namespace_cosmos',
  'socials.google',
  'socials.x',
  'socials.farcaster',
  'socials.discord',
  'socials.apple',
  'socials.github',
  'socials.facebook',
  'titles.ConnectingWalletConnectBasic',
  'titles.ConnectingFarcaster',
]

/**
 * Per shipped language, every key whose text is the English text: the brands, and the few words
 * the language borrows as they are ('Token' in Spanish and German, 'Transaction' in French).
 * A template made of placeholders only ('{name}', '${value}') is left out: it has no words.
 */
export const sameAsEnglish: Record<'es' | 'fr' | 'de' | 'ja' | 'ar', readonly MessageKey[]> = {
  es: [...brands, 'accountTabs.tokens', 'send.token'],
  fr: [...brands, 'pay.transaction', 'send.transaction', 'swap.transaction'],
  de: [...brands, 'accountTabs.nfts', 'send.token'],
  ja: brands,
  ar: brands,
}

/** Whether an English template has words outside its placeholders. */
export function hasWords(template: string): boolean {
  return /\p{L}/u.test(template.replace(/\{\w+\}/g, ''))
}
