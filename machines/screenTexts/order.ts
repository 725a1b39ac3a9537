import { MAX_LINE_QUANTITY } from '../constants';
import { messages, SUPPORT_CHAT_URL, SUPPORT_PHONE } from '../messages';

/**
 * The order's texts (docs/product.md#errores "Order errors": the rules of docs/product.md#reglas, the answer to an order, its
 * idempotency and coupons). Part of the message catalogue (machines/messages.ts): only the
 * checkout screens, the order pages and the server say them, so the first route does not
 * download them.
 */
export const orderMessages = {
  lineQuantityTooLarge: `Puedes pedir hasta ${MAX_LINE_QUANTITY} unidades de cada producto en un pedido en línea. Para pedidos grandes llámanos al ${SUPPORT_PHONE}.`, // (redactado)
  pricesUndeterminable: `No pudimos determinar los precios de tu pedido. Escríbenos por el chat de ventas (${SUPPORT_CHAT_URL}) o llámanos al ${SUPPORT_PHONE}.`,
  kondaMissing: `No pudimos determinar la lista de precios de tu pedido. Escríbenos por el chat de ventas (${SUPPORT_CHAT_URL}) o llámanos al ${SUPPORT_PHONE}.`,
  recipientRequired: 'Escribe el nombre de quien recibe el pedido.',
  recipientTooLong: 'El nombre de quien recibe no puede tener más de 50 caracteres.',
  deliveryDateMissing: 'Elige la fecha de entrega.',
  deliveryTimeMissing: 'Elige la hora de entrega.',
  cityMissing: 'Elige la ciudad de entrega.',
  addressMissing: 'Escribe la dirección de entrega.',
  phoneMissing: 'Escribe un teléfono de contacto.',
  paymentTypeMissing: 'Elige el medio de pago.',
  paymentStateInvalid: 'Campo pedido inválido -> estadopago',
  cellPhoneMissing: 'Para pagar en línea necesitamos tu número de celular.',
  noProducts: 'Tu pedido no tiene productos para enviar.',
  taxCalculation: `No pudimos calcular el IVA de tu pedido. Vuelve a cargar tu carrito o llámanos al ${SUPPORT_PHONE}.`,
  discountCalculation: `No pudimos calcular los descuentos u ofertas de tu pedido. Vuelve a cargar tu carrito o llámanos al ${SUPPORT_PHONE}.`,
  zeroTotal: 'No puedes enviar el pedido en $0 pesos',
  deliveryNotIdentified:
    'No pudimos saber si tu pedido es a domicilio o para recoger en tienda. Confirma tu dirección en /confirmar-ubicacion.',
  observationTooLong: 'Las observaciones no pueden tener más de 80 caracteres.',
  unexpected: `Ocurrió un error inesperado con tu pedido. Antes de intentarlo de nuevo revisa tus pedidos recientes en /seguir-pedidos o en /mi-cuenta, o llámanos al ${SUPPORT_PHONE}.`,
  sent: '¡Recibimos tu pedido!', // (redactado)
  couponNotFound: 'El cupón no existe o ya no está vigente.', // (redactado)
  couponAlreadyUsed: 'Este cupón ya fue usado.', // (redactado)
  couponExpired: 'Este cupón ya venció.', // (redactado)
  couponNotYetValid: 'Este cupón todavía no está vigente.', // (redactado)
  couponNotApplicable: 'El cupón no aplica para los productos de tu pedido.', // (redactado)
  idempotencyKeyInvalid: 'La clave de idempotencia del pedido no es válida.', // (redactado)
  idempotencyKeyReused: 'Esta clave de idempotencia ya se usó con un pedido diferente.', // (redactado)
  inFlight: 'Tu pedido todavía se está procesando. Espera un momento antes de volver a intentarlo.', // (redactado)
  cancelled: 'Cancelamos tu pedido.', // (redactado)
  cannotCancel: 'Tu pedido ya está en preparación y no se puede cancelar.', // (redactado)
  sentNext: 'Ya lo estamos preparando. Te avisaremos cuando vaya en camino; puedes seguirlo en «Seguir tus pedidos».', // (redactado)
  orderNumber: (n: string | number) => `Pedido número ${n}`, // (redactado)
  /** An order that expired unpaid (server/services/orderExpiry.ts) cannot be cancelled any more: it already ended. */
  cannotCancelExpired: 'Este pedido venció porque no se pagó a tiempo: ya no hay nada que cancelar.', // (redactado)
  /**
   * A delivery order is prepared and priced by a real store of the delivery city, open at the delivery
   * hour (server/services/deliveryStore.ts); the order call refuses any other sales point (all redactado).
   */
  deliveryStoreGeneric: 'Elige tu ciudad para que una de nuestras tiendas prepare tu domicilio y vuelve a confirmar tu pedido.', // (redactado)
  deliveryStoreOtherCity:
    'La tienda de tu pedido no hace domicilios en esa ciudad. Vuelve a elegir tu ciudad y confirma tu pedido.', // (redactado)
  // One wording wherever it is said: the location's slot form says it first (machines/messages.ts).
  deliveryStoreClosed: messages.location.deliveryStoreClosed,
  /** A pick-up order reads as one (all redactado): someone collects it at the store. */
  pickUpRecipientName: 'Nombre de quien recoge', // (redactado)
  pickUpObservationHint: 'Ej.: sin cebolla, salsas aparte', // (redactado)
  /** The result page's pick-up hour: 'El viernes 4 de diciembre a las 12:30'. */
  pickUpWhen: (day: string, time: string) => `El ${day} a las ${time}`, // (redactado)
  /** /resultado-enviar without an order number (finding 13; redactado). */
  noOrderNumberTitle: 'Falta el número del pedido', // (redactado)
  noOrderNumber: 'Esta dirección no trae el número de ningún pedido. Encuentra tu pedido y el estado de su pago en /mis-pedidos.', // (redactado)
  /**
   * The screens named by path in these messages (docs/product.md#errores: 'links to /mi-cuenta, /seguir-pedidos,
   * /confirmar-pedido-pagar'): a message keeps the path, so it reads anywhere (API, logs), and the
   * screens show the path as a link with this name (machines/rules/messageLinks.ts).
   */
  linkNames: {
    '/seguir-pedidos': 'Seguir tus pedidos',
    '/mi-cuenta': 'Mi cuenta',
    '/mis-pedidos': 'Mis pedidos',
    '/confirmar-ubicacion': 'Confirma tu ubicación',
    '/confirma-pedido': 'Confirma tu pedido',
  } as Readonly<Record<string, string>>,
} as const;
