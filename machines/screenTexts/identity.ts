/** Signing in, registering, the account and the password: the forms' checks and the API's answers. */
export const identityTexts = {
  tooManyFailedLogins:
    'Demasiados intentos fallidos de inicio de sesión con este usuario. Espera unos minutos antes de intentarlo de nuevo o recupera tu contraseña.', // (redactado)
  namesRequired: 'Escribe tus nombres.', // (redactado)
  surnamesRequired: 'Escribe tus apellidos.', // (redactado)
  nameTooLong: 'Máximo 60 caracteres.', // (redactado)
  cedulaInvalid: 'La cédula debe tener entre 5 y 15 dígitos.', // (redactado)
  emailInvalid: 'Escribe un correo válido, como nombre@correo.com.', // (redactado)
  phoneInvalid: 'El celular debe tener 10 dígitos y empezar por 3.', // (redactado)
  passwordTooShort: 'La contraseña debe tener al menos 8 caracteres, con letras y números.', // (redactado)
  passwordTooLong: 'La contraseña puede tener máximo 200 caracteres.', // (redactado)
  passwordsDiffer: 'Las contraseñas no coinciden.', // (redactado)
  termsRequired: 'Debes aceptar los términos y condiciones.', // (redactado)
  emailTaken: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.', // (redactado)
  cedulaTaken: 'Ya existe una cuenta con esta cédula.', // (redactado)
  recoverySent:
    'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña. Revisa tu bandeja de entrada.', // (redactado)
  resetTokenInvalid: 'El enlace para cambiar la contraseña no es válido o ya venció. Pide uno nuevo.', // (redactado)
  passwordChanged: 'Tu contraseña fue actualizada.', // (redactado)
  currentPasswordWrong: 'La contraseña actual no es correcta.', // (redactado)
  accountSaved: 'Tus datos fueron actualizados.', // (redactado)
  loggedOut: 'Cerraste sesión.', // (redactado)
  providerUnknown: 'Proveedor de inicio de sesión no soportado.', // (redactado)
  providerTokenRequired: 'Falta la confirmación del proveedor de inicio de sesión.', // (redactado)
  providerTokenInvalid: 'No pudimos confirmar tu identidad con el proveedor. Intenta de nuevo.', // (redactado)
  providerAlreadyLinked: 'Esta cuenta de Google o Facebook ya está vinculada a otro usuario.', // (redactado)
  providerEmailMismatch: 'El correo debe ser el mismo de tu cuenta de Google o Facebook.',
  addressAliasRequired: 'Ponle un nombre a la dirección, como Casa u Oficina.', // (redactado)
  addressRequired: 'Escribe la dirección.', // (redactado)
  addressNotFound: 'La dirección no existe.', // (redactado)
  addressesFull: 'Ya tienes 20 direcciones guardadas: borra alguna para agregar otra.', // (redactado)
  addressSaved: 'Dirección guardada.', // (redactado)
  addressDeleted: 'Dirección eliminada.', // (redactado)
  recoveryMailSubject: 'Crea una nueva contraseña para tu cuenta de Pollos La Brasa', // (redactado)
  recoveryMail: (nombres: string, link: string, minutes: number) =>
    `Hola, ${nombres}:\n\nRecibimos una solicitud para cambiar la contraseña de tu cuenta en Pollos La Brasa. Para crear una nueva, abre este enlace:\n\n${link}\n\nEl enlace sirve una sola vez y vence en ${minutes} minutos.\n\nSi no fuiste tú, no tienes que hacer nada: tu contraseña sigue siendo la misma.\n\nUn saludo,\nEl equipo de Pollos La Brasa`, // (redactado)
} as const;
