import type { CatalogueTopic } from '../CatalogueTopic'

/** The name registration strings in Spanish; the English file names their use. */
export const names = {
  chooseName: 'Elegir un nombre',
  label: 'Nombre',
  placeholder: 'tunombre',
  intro: 'Elige un nombre para tu cuenta. Tu billetera lo firma; no se envía nada a la cadena.',
  rule: 'Un nombre necesita al menos 4 caracteres: solo letras, dígitos y guiones',
  suggestions: 'Sugerencias',
  available: 'Disponible',
  taken: 'Ocupado',
  nameTaken: '{name} ya está ocupado',
  suggestionsFailed: 'Error al obtener sugerencias de nombres',
  register: 'Registrar',
  registering: 'Registrando...',
  registerFailed: 'Error al registrar el nombre {name}',
  successText: '{name} es ahora el nombre de tu cuenta.',
  backToAccount: 'Volver a la cuenta',
  lookingUp: 'Buscando el nombre de tu cuenta',
  namesFailed: 'Error al obtener los nombres de la dirección',
} satisfies CatalogueTopic<'names'>
