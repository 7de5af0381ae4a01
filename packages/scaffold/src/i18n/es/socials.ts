import { socialProviderNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The socials strings in Spanish; the English file names their use. */
export const socials = {
  title: 'Acceso con redes sociales',
  groupLabel: 'Inicia sesión con una cuenta social',
  continueWith: 'Continuar con {provider}',
  waiting: 'Continúa en la ventana de {provider}',
  connecting: 'Conectando la billetera social',
  popupClosed: 'Se cerró la ventana emergente',
  failed: 'Falló el acceso social. Vuelve a intentarlo.',
  retry: 'Reintentar',
  farcasterQrLabel: 'Código QR para iniciar sesión con Farcaster',
  farcasterScan: 'Escanéalo con la cámara del teléfono o la app de Farcaster para iniciar sesión',
  farcasterOpen: 'Abrir Farcaster',
  farcasterWaiting: 'Esperando la aprobación en Farcaster',
  farcasterPreparing: 'Preparando el inicio de sesión con Farcaster',
  farcasterFailed: 'No se pudo conectar con Farcaster',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
