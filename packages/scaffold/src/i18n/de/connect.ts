import type { CatalogueTopic } from '../CatalogueTopic'

/** The connect strings in German; the English file names their use. */
export const connect = {
  walletsLabel: 'Verfügbare Wallets',
  allWallets: 'Alle Wallets',
  allWalletsCount: '{count}',
  tagInstalled: 'Installiert',
  tagRecent: 'Zuletzt',
  tagQr: 'QR-Code',
  noWallets: 'In diesem Browser wurde keine Wallet gefunden.',
  legal: 'Mit dem Verbinden deiner Wallet stimmst du unseren {links} zu.',
  legalTerms: 'Nutzungsbedingungen',
  legalPrivacy: 'Datenschutzrichtlinie',
  legalAnd: 'und',
  legalCheckbox: 'Ich stimme den {links} zu.',
  legalCheckboxHint: 'Stimme oben den Bedingungen zu, um eine Verbindungsart zu wählen.',
  continueWithWallet: 'Mit einer Wallet fortfahren',
  or: 'oder',
} satisfies CatalogueTopic<'connect'>
