/** An administrator's changes of orders and the menu (all redactado). */
export const adminTexts = {
  orderFinished: 'Este pedido ya terminó: su estado no puede cambiar.', // (redactado)
  statusBackwards: 'Un pedido no puede volver a un estado anterior.', // (redactado)
  productUnknown: 'No existe un producto con ese código.', // (redactado)
  salesPointUnknown: 'No existe ese punto de venta.', // (redactado)
} as const;
