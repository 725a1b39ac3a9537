import { MAX_ONLINE_ORDER_TOTAL_PESOS } from '../constants';
import { SUPPORT_PHONE } from '../messages';
import { formatPesos } from '../rules/money';

/** The server's checks of what order fields hold (machines/rules/orderFields.ts). */
export const orderFieldTexts = {
  deliveryDateInvalid: 'La fecha de entrega no es una fecha válida.', // (redactado)
  deliveryTimeInvalid: 'La hora de entrega no es una hora válida.', // (redactado)
  deliveryDayUnavailable: 'Ya no entregamos en la fecha elegida. Elige otra fecha en /confirmar-ubicacion.', // (redactado)
  deliveryTimeUnavailable: 'La hora de entrega elegida ya no es posible. Elige otra hora en /confirmar-ubicacion.', // (redactado)
  phoneInvalid: 'El teléfono de contacto debe tener 7 o 10 dígitos.', // (redactado)
  cellPhoneInvalid: 'El celular debe tener 10 dígitos y empezar por 3.', // (redactado)
  termsNotAccepted: 'Debes aceptar los términos y condiciones para enviar el pedido.', // (redactado)
  totalTooLarge: `Tu pedido supera ${formatPesos(MAX_ONLINE_ORDER_TOTAL_PESOS)}, el valor máximo de un pedido en línea. Para pedidos grandes llámanos al ${SUPPORT_PHONE}.`, // (redactado)
} as const;
