import type { CatalogueTopic } from '../CatalogueTopic'

/** The siwx strings in Spanish; the English file names their use. */
export const siwx = {
  title: '{name} quiere que inicies sesión',
  titleNoName: 'Esta aplicación quiere que inicies sesión',
  hint: 'Firma un mensaje en tu billetera para demostrar que {address} es tuya. Firmar no cuesta gas.',
  account: 'Cuenta',
  sign: 'Firmar',
  signing: 'Esperando la firma de tu billetera',
  cancel: 'Cancelar',
  failed: 'Error al firmar el mensaje',
  failedHint: 'El mensaje no se firmó o no se pudo verificar. Vuelve a intentarlo.',
  required: 'Es necesario iniciar sesión para usar esta aplicación.',
} satisfies CatalogueTopic<'siwx'>
