import type { MachineGlossary } from '../glossary';

/** The cart's events and guards as a product owner reads them (machines/glossary.ts). */
export const glossary: MachineGlossary = {
  events: {
    'cart.itemAdded': 'el cliente agrega un producto',
    'cart.itemRemoved': 'el cliente quita un producto del carrito',
    'cart.quantityIncreased': 'el cliente sube la cantidad',
    'cart.quantityDecreased': 'el cliente baja la cantidad',
    'cart.cleared': 'se vacía el carrito (cierre de sesión o pedido aceptado)',
    'cart.couponApplied': 'el servidor acepta el cupón para el carrito',
    'cart.couponRemoved': 'el cliente quita el cupón',
    'cart.checkoutRequested': "el cliente pide 'Continuar al Pago'",
    'cart.sessionChanged': 'se sabe si el cliente tiene sesión (entró o salió)',
    'cart.deliveryChanged': 'llegan la fecha y la hora de entrega elegidas',
    'cart.queryChanged': 'cambia el punto de venta, la lista de precios, la fecha o el documento',
    'cart.linesReordered': "llegan los productos de un pedido anterior ('Pedir de nuevo')",
    'cart.verificationRetried': "el cliente pide 'Reintentar' la verificación",
    'cart.pricesAcknowledged': "el cliente da por vistos los precios que cambiaron ('Entendido')",
    'cart.contentChanged': 'el carrito cambió (se avisa a sí mismo para verificar)',
  },
  guards: {
    hasLine: 'el producto está en el carrito',
    removesLastLine: 'se quita el último producto del carrito',
    removesLastLineOnConfirmOrderPage: 'se quita el último producto estando en confirma-pedido',
    hasPendingEdits: 'hay cambios de cantidad sin aplicar',
    hasPriceChanges: 'algún precio cambió y el cliente aún no lo da por visto',
    hasLines: 'el carrito tiene productos',
    hasCoupon: 'el carrito tiene ese cupón',
    changesQuery: 'cambia el punto de venta, la lista de precios, la fecha o el documento con que se verificó',
    canVerify: 'hay productos y un punto de venta completo para verificarlos',
    hasPendingReorder: 'un pedido repetido espera esta respuesta',
    verificationFindsNone: 'el punto de venta no ofrece ninguno de los productos',
    verificationDropsLines: 'el punto de venta no ofrece alguno de los productos',
    verificationRaisesQuantities: 'algún producto queda por debajo de su cantidad mínima',
    checkoutStopsAt: "'Continuar al Pago' se detiene en la regla",
  },
};
