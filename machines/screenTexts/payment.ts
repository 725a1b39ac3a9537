/** Online payment (docs/api/endpoints.md "Payments"). */
export const paymentTexts = {
  notFound: 'No encontramos el pago de este pedido.', // (redactado)
  alreadyPaid: 'Este pedido ya está pagado.', // (redactado)
  notPayable: 'Este pedido ya no se puede pagar.', // (redactado)
  expired: 'Este pedido venció porque no se pagó a tiempo. Haz un pedido nuevo cuando quieras.', // (redactado)
  resultInvalid: 'Resultado de pago no válido.', // (redactado)
  methodInvalid: 'Medio de pago no válido.', // (redactado)
  notificationInvalid: 'Notificación de pago no válida.', // (redactado)
  providerUnknown: 'Proveedor de pagos desconocido.', // (redactado)
  amountMismatch: 'El valor del pago no coincide con el total del pedido.',
  transactionConflict: 'Esta transacción de pago ya corresponde a otro pago.',
  approvedTitle: '¡Pago aprobado!', // (redactado)
  approvedBody: 'Recibimos tu pago y ya estamos preparando tu pedido. Puedes seguirlo en «Seguir tus pedidos».', // (redactado)
  pendingBody: 'Tu banco o billetera aún no confirma el pago. Esta página se actualiza sola; no vuelvas a pagar mientras tanto.', // (redactado)
  pendingStalled: 'El pago sigue sin confirmarse. Puedes consultarlo de nuevo o continuar el pago en la pasarela.', // (redactado)
  rejectedBody:
    'El pago fue rechazado y no se hizo ningún cobro. Tu pedido sigue guardado: puedes intentarlo de nuevo con otro medio de pago.', // (redactado)
  checking: 'Consultando el estado de tu pago…', // (redactado)
  checkAgain: 'Consultar de nuevo', // (redactado)
  payAgain: 'Intentar el pago de nuevo', // (redactado)
  continuePayment: 'Continuar con el pago', // (redactado)
  redirecting: 'Te estamos llevando a la pasarela de pagos…', // (redactado)
  method: 'Medio de pago', // (redactado)
  signInToSee: 'Inicia sesión con la cuenta del pedido para ver el estado del pago.', // (redactado)
  stateLabels: { PENDIENTE: 'Pendiente', APROBADO: 'Aprobado', RECHAZADO: 'Rechazado' }, // (redactado)
  methodLabels: { PSE: 'PSE', TARJETA: 'Tarjeta', NEQUI: 'Nequi' } as Record<string, string>, // (redactado)
} as const;
