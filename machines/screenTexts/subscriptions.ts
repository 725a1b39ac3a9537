import { UNPAID_ORDER_EXPIRY_MS } from '../constants';

/** Subscriptions: the API's answers (docs/product.md#reglas) and the subscription and pay forms. */
export const subscriptionTexts = {
  createFailed: 'Apreciado usuario, no se pudo crear la suscripcion, intenta nuevamente.',
  updateFailed: 'Apreciado usuario, no se pudo actualizar la suscripcion, intenta nuevamente.',
  deleteFailed: 'Apreciado usuario, no se pudo eliminar la suscripcion, intenta nuevamente.',
  created: 'Tu suscripción quedó creada.', // (redactado)
  updated: 'Tu suscripción quedó actualizada.', // (redactado)
  deleted: 'Tu suscripción quedó eliminada.', // (redactado)
  alreadyExists: 'Este pedido ya tiene una suscripción.', // (redactado)
  notFound: 'Este pedido no tiene una suscripción.', // (redactado)
  orderCancelled: 'No puedes suscribirte a un pedido cancelado.', // (redactado)
  orderNotPaid: 'Solo puedes suscribirte a un pedido pagado.', // (redactado)
  frequencyRange: 'La frecuencia debe ser de 1 a 90 días.', // (redactado)
  frequencyForDelete: 'Para eliminar la suscripción la frecuencia debe ser 0.', // (redactado)
  documentInvalid: 'El documento no es válido.', // (redactado)
  actionInvalid: 'La acción debe ser N (crear), M (modificar) o E (eliminar).', // (redactado)
  paused: 'Tu suscripción quedó en pausa: no haremos pedidos hasta que la reanudes.', // (redactado)
  resumed: 'Tu suscripción quedó activa de nuevo.', // (redactado)
  skippedNext: 'No haremos tu próximo pedido; la suscripción sigue con la entrega siguiente.', // (redactado)
  /** `day` in words ('martes 10 de marzo', machines/rules/dates.ts), here and in the mails below: never an ISO date. */
  skipped: (day: string) => `No haremos el pedido del ${day}; la suscripción sigue con la entrega siguiente.`, // (redactado)
  repeatPlacedSubject: (pedido: number) => `Tu pedido de suscripción ${pedido} está listo para pagar`, // (redactado)
  repeatPlacedText: (pedido: number, day: string, time: string, link: string) =>
    `Hola:\n\nCreamos el pedido ${pedido} de tu suscripción para el ${day} a las ${time}. Para que lo preparemos, págalo en los próximos ${UNPAID_ORDER_EXPIRY_MS / 60_000} minutos aquí:\n${link}\n\nSi no quieres este pedido, no hagas nada: sin pago no se prepara y vence solo. Puedes pausar u omitir entregas en Mis suscripciones.`, // (redactado)
  repeatFailedSubject: 'No pudimos crear el pedido de tu suscripción', // (redactado)
  repeatFailedText: (day: string, reason: string) =>
    `Hola:\n\nNo pudimos crear el pedido de tu suscripción para el ${day}: ${reason}\nPuedes hacer el pedido tú mismo en la tienda o revisar tu suscripción en Mis suscripciones.`, // (redactado)
  noSlotLeft: 'ya no quedaban horas de entrega ese día.', // (redactado)
} as const;
