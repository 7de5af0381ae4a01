import type { CatalogueTopic } from '../CatalogueTopic'

/** The notices strings in Spanish; the English file names their use. */
export const notices = {
  'Network Not Found': 'Red no encontrada',
  'The selected network is not configured for this app.':
    'La red seleccionada no está configurada para esta aplicación.',
  'Invalid App Configuration': 'Configuración de la aplicación no válida',
  'The origin of this page is not on the allowlist of the project.':
    'El origen de esta página no está en la lista de permitidos del proyecto.',
  'Embedded Wallet Request Timed Out': 'Se agotó el tiempo de la billetera integrada',
  'The embedded wallet did not answer in time.': 'La billetera integrada no respondió a tiempo.',
  'Network Error - Could not load embedded wallet':
    'Error de red: no se pudo cargar la billetera integrada',
  'The embedded wallet frame could not be loaded.':
    'No se pudo cargar el marco de la billetera integrada.',
  'The embedded wallet iframe failed to load.': 'El iframe de la billetera integrada no se cargó.',
  'Session Expired': 'Sesión caducada',
  'Check your time settings and reconnect.': 'Revisa la configuración de hora y vuelve a conectar.',
  'Invalid Project ID': 'ID de proyecto no válido',
  'The project id is not valid.': 'El ID del proyecto no es válido.',
  'Project ID Not Configured': 'ID de proyecto sin configurar',
  'Set a project id in the configuration.': 'Indica un ID de proyecto en la configuración.',
  'Server Error': 'Error del servidor',
  'Failed to get App Configuration.': 'No se pudo obtener la configuración de la aplicación.',
  'Rate Limited': 'Límite de solicitudes alcanzado',
  'Too many requests; try again later.': 'Demasiadas solicitudes; vuelve a intentarlo más tarde.',
  'Unverified Domain': 'Dominio no verificado',
  'This domain is not verified for the project.':
    'Este dominio no está verificado para el proyecto.',
  'Multi-Wallet Not Enabled': 'Multibilletera no habilitada',
  'Token Balance Unavailable': 'Saldo de tokens no disponible',
  'Failed to fetch transactions': 'No se pudieron obtener las transacciones',
  'Error signing message': 'Error al firmar el mensaje',
  'Failed to send': 'No se pudo enviar',
  'A problem occurred while trying initialize authentication':
    'Se produjo un problema al iniciar la autenticación',
  'Authenticating...': 'Autenticando...',
  'Action not allowed': 'Acción no permitida',
  'Insufficient funds for gas and value': 'Fondos insuficientes para el gas y el valor',
  'Invalid address': 'Dirección no válida',
  'Invalid data: odd-length hex': 'Datos no válidos: hexadecimal de longitud impar',
  'The transaction would revert': 'La transacción se revertiría',
  'The nonce was already used': 'El nonce ya se usó',
} satisfies CatalogueTopic<'notices'>
