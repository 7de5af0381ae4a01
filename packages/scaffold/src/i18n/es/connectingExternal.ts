import type { CatalogueTopic } from '../CatalogueTopic'

/** The connectingExternal strings in Spanish; the English file names their use. */
export const connectingExternal = {
  pendingTitle: 'Continúa en {name}',
  pendingDescription: 'Acepta la solicitud de conexión en la billetera',
  pendingStatus: 'Esperando a {name}',
  rejectedTitle: 'Conexión rechazada',
  rejectedDescription: 'La solicitud se rechazó en la billetera. Puedes volver a intentarlo.',
  errorTitle: 'Error de conexión',
  unsupportedChainsDescription: 'El conector no admite ninguna de las cadenas solicitadas',
  errorDescription: 'Algo salió mal al conectar. Puedes volver a intentarlo.',
  notFound: 'Esta billetera ya no está disponible en el navegador.',
} satisfies CatalogueTopic<'connectingExternal'>
