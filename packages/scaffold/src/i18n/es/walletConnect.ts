import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletConnect strings in Spanish; the English file names their use. */
export const walletConnect = {
  qrLabel: 'Código QR para conectar {name}',
  scanTitle: 'Escanea con tu teléfono',
  scanDescription: 'Abre {name} en tu teléfono y escanea este código para conectar.',
  scanDescriptionGeneric:
    'Escanea este código con una billetera compatible con WalletConnect en tu teléfono.',
  preparing: 'Preparando el código QR',
  copyLink: 'Copiar enlace',
  linkCopied: 'Enlace copiado',
  copyFailed: 'No se pudo copiar',
  tabsLabel: 'Formas de conectar {name}',
  tabMobile: 'Móvil',
  tabDesktop: 'Escritorio',
  tabWeb: 'Versión web',
  tabBrowser: 'Navegador',
  openMobile: 'Abrir {name}',
  openDesktop: 'Abrir {name} para escritorio',
  openWeb: 'Abrir la aplicación web de {name}',
  openBrowser: 'Usar la extensión de {name}',
  continueIn: 'Continúa en {name}',
  continueDescription: 'Acepta la solicitud de conexión en la billetera.',
  browserDescription: '{name} está instalada en este navegador.',
  rejectedTitle: 'Conexión rechazada',
  rejectedDescription: 'La solicitud se rechazó en la billetera. Puedes volver a intentarlo.',
  retrying: 'La conexión falló; reintentando',
  unavailable: 'WalletConnect no está configurado para esta aplicación.',
  connectedTitle: 'Billetera conectada',
  sessionAccounts: 'Cuentas compartidas por la billetera',
  linkUnavailable: 'Esta billetera no ofrece ningún enlace que se pueda abrir de forma segura.',
} satisfies CatalogueTopic<'walletConnect'>
