import type { CatalogueTopic } from '../CatalogueTopic'

/** The titles strings in Spanish; the English file names their use. */
export const titles = {
  Connect: 'Conectar billetera',
  EmailLogin: 'Acceso con correo',
  AllWallets: 'Todas las billeteras',
  ConnectingWalletConnect: '{name}',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingExternal: '{name}',
  ConnectingFarcaster: 'Farcaster',
  ProfileWallets: 'Billeteras conectadas',
  UpdateEmailWallet: 'Editar correo',
  Account: 'Cuenta',
  SIWXSignMessage: 'Iniciar sesión',
  ApproveTransaction: 'Aprobar transacción',
  Swap: 'Intercambiar',
  SwitchNetwork: '{name}',
  SwitchActiveChain: 'Cambiar de cadena',
  UnsupportedChain: 'Cambiar de red',
  RegisterAccountName: 'Elegir nombre',
  RegisterAccountNameSuccess: 'Nombre registrado',
  Networks: 'Elegir red',
  FeaturePanel: '{name}',
  WhatIsAWallet: '¿Qué es una billetera?',
  WhatIsANetwork: '¿Qué es una red?',
} satisfies CatalogueTopic<'titles'>
