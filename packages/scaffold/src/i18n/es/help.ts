import type { CatalogueTopic } from '../CatalogueTopic'

/** The help strings in Spanish; the English file names their use. */
export const help = {
  walletLoginTitle: 'Un inicio de sesión para todas las apps',
  walletLoginText:
    'Conecta tu billetera para iniciar sesión en las apps, sin otra contraseña que recordar.',
  walletAssetsTitle: 'Un hogar para tus activos',
  walletAssetsText: 'Guarda, envía y recibe tokens y coleccionables desde un solo lugar.',
  walletWebTitle: 'Tu llave a una nueva web',
  walletWebText: 'Usa apps que funcionan en redes abiertas, con una cuenta que te pertenece.',
  getWallet: 'Conseguir una billetera',
  networkLedgerTitle: 'La base de las apps',
  networkLedgerText: 'Una red mantiene el registro compartido que las apps leen y escriben.',
  networkUsesTitle: 'Pensadas para distintos usos',
  networkUsesText:
    'Las redes difieren en velocidad, comisiones y funciones, así que cada app elige las que le convienen.',
  chooseNetwork: 'Elegir una red',
} satisfies CatalogueTopic<'help'>
