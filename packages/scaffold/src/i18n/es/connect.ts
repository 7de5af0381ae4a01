import type { CatalogueTopic } from '../CatalogueTopic'

/** The connect strings in Spanish; the English file names their use. */
export const connect = {
  walletsLabel: 'Billeteras',
  allWallets: 'Todas las billeteras',
  allWalletsCount: '{count}',
  tagInstalled: 'Instalada',
  tagRecent: 'Reciente',
  tagQr: 'Código QR',
  noWallets: 'No se encontró ninguna billetera en este navegador.',
  legal: 'Al conectar tu billetera, aceptas nuestros {links}.',
  legalTerms: 'Términos del servicio',
  legalPrivacy: 'Política de privacidad',
  legalAnd: 'y',
  legalCheckbox: 'Acepto los {links}.',
  legalCheckboxHint: 'Acepta los términos de arriba para elegir cómo conectarte.',
  continueWithWallet: 'Continuar con una billetera',
  or: 'o',
} satisfies CatalogueTopic<'connect'>
