/** Rating an order. */
export const ratingTexts = {
  failed: 'Hubo un error enviando la PQR',
  sent: '¡Gracias por calificar tu pedido!', // (redactado)
  alreadyRated: 'Este pedido ya fue calificado.', // (redactado)
  notDelivered: 'Podrás calificar tu pedido cuando te lo entreguemos.', // (redactado)
  salesPointMismatch: 'El punto de venta no corresponde al pedido.', // (redactado)
  ratingRange: 'La calificación debe ser de 1 a 5.', // (redactado)
} as const;
