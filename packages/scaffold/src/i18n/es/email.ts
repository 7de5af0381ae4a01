import type { CatalogueTopic } from '../CatalogueTopic'

/** The email strings in Spanish; the English file names their use. */
export const email = {
  title: 'Acceso con correo',
  label: 'Correo electrónico',
  placeholder: 'Correo electrónico',
  submit: 'Continuar',
  sending: 'Enviando el código',
  invalidEmail: 'Introduce una dirección de correo válida.',
  codeSent: 'Introduce el código enviado a {email}.',
  codeLegend: 'Código de un solo uso',
  codeDigit: 'Dígito {position} de {length}',
  verifying: 'Verificando el código',
  connecting: 'Conectando la billetera de correo',
  resend: 'Reenviar el código',
  changeEmail: 'Usar otro correo',
  cooldown: 'Vuelve a intentarlo dentro de {seconds} segundos',
  tooManyAttempts: 'Demasiados intentos. Vuelve a intentarlo dentro de {seconds} segundos.',
  invalidCode: 'El código no es correcto. Revisa el correo y vuelve a intentarlo.',
  codeExpired: 'El código ha caducado. Pide uno nuevo.',
  sendFailed: 'No se pudo enviar el código. Vuelve a intentarlo.',
  failed: 'Falló el acceso con correo. Vuelve a intentarlo.',
  frameFailed: 'No se pudo cargar la billetera de correo.',
} satisfies CatalogueTopic<'email'>
