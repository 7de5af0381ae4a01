import type { SecureCatalogue } from './en'

/** apps/secure's strings in Spanish; the English file names their use. */
export const SECURE_ES: SecureCatalogue = {
  frame: {
    pageTitle: 'Aprobación de la billetera',
    kind_signMessage: 'Firmar un mensaje',
    kind_signTypedData: 'Firmar datos estructurados',
    kind_sendTransaction: 'Enviar una transacción',
    kind_other: 'Solicitud a la billetera',
    requestedBy: 'Solicitado por {origin}',
    queue: 'Solicitud {index} de {count}',
    method: 'Método',
    label_network: 'Red',
    label_from: 'De',
    label_to: 'Para',
    label_amount: 'Importe',
    label_token: 'Token',
    label_recipient: 'Destinatario',
    label_spender: 'Autorizado a gastar',
    label_allowance: 'Asignación',
    label_data: 'Datos del contrato',
    label_gas: 'Límite de gas',
    label_message: 'Mensaje',
    label_primaryType: 'Tipo',
    label_domain: 'Dominio',
    label_params: 'Parámetros',
    hiddenCharacters:
      'Esta solicitud contiene caracteres ocultos o que cambian la dirección del texto. Se muestran escapados.',
    secureNotice: 'Lo muestra tu billetera en {origin}. El sitio no puede cambiarlo ni pulsarlo.',
    approve: 'Aprobar',
    reject: 'Rechazar',
    working: 'Firmando…',
  },
  device: {
    title: 'Aprobar este dispositivo',
    body: 'Se pidió iniciar sesión en {email} desde un dispositivo que esta billetera no ha usado antes. Apruébalo solo si fuiste tú.',
    approve: 'Aprobar dispositivo',
    approvedTitle: 'Dispositivo aprobado',
    approvedBody: 'Vuelve a la aplicación: tu código de inicio de sesión va de camino a {email}.',
    invalidTitle: 'Este enlace no se puede usar',
    invalidBody: 'No es válido, ya se usó o ha caducado. Vuelve a iniciar sesión en la aplicación.',
  },
  mail: {
    loginSubject: 'Tu código de inicio de sesión: {code}',
    loginCode: 'Tu código de inicio de sesión es {code}.',
    codeExpiry:
      'Caduca en {minutes} minutos y solo funciona una vez. Si no lo pediste, ignora este correo.',
    deviceSubject: 'Aprueba el inicio de sesión desde un dispositivo nuevo',
    deviceIntro:
      'Alguien pidió iniciar sesión en tu billetera desde un dispositivo que no ha usado antes.',
    deviceAction: 'Si fuiste tú, abre este enlace y aprueba el dispositivo:',
    deviceExpiry:
      'El enlace caduca en {minutes} minutos y solo funciona una vez. Si no fuiste tú, ignora este correo: sin el enlace no pasa nada.',
    changeSubject: 'Tu código para cambiar el correo: {code}',
    changeCurrent:
      'Alguien pidió mover tu billetera a otra dirección de correo. Introduce este código para confirmar que fuiste tú.',
    changeNew:
      'Introduce este código para confirmar esta dirección como el nuevo correo de tu billetera.',
    changeCode: 'Tu código es {code}.',
  },
  pages: {
    callbackTitle: 'Iniciando sesión',
    callbackStatus: 'Iniciando sesión…',
    chooserTitle: 'Inicio de sesión de prueba',
    chooserHeading: 'Elige una cuenta',
    chooserIntro: 'El inicio de sesión de prueba local de este entorno de desarrollo.',
    chooserButton: 'Iniciar sesión como {identity}',
  },
}
