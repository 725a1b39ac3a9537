/**
 * What the product cards and the cart's views say (cart dropdown and preview, cart page, line rows,
 * steppers, order summary, category bar; all redactado but the spec's 'Tu Carrito', 'Tu carrito está
 * vacío' and 'Continuar al Pago'). Part of the message catalogue (machines/messages.ts): on the
 * first route those views are the server's HTML or load on use, so their texts come with them.
 */
export const cartViewTexts = {
  title: 'Tu Carrito',
  empty: 'Tu carrito está vacío',
  linesHeading: 'Productos en tu carrito', // (redactado)
  verifying: 'Estamos revisando los productos de tu carrito…', // (redactado)
  verificationFailed: 'No pudimos revisar tu carrito', // (redactado)
  checkout: 'Continuar al Pago',
  add: 'Agregar', // (redactado)
  increase: 'Aumentar cantidad', // (redactado)
  decrease: 'Disminuir cantidad', // (redactado)
  remove: 'Eliminar', // (redactado)
  subtotal: 'Subtotal', // (redactado)
  vat: 'IVA', // (redactado)
  savings: 'Ahorras', // (redactado)
  total: 'Total', // (redactado)
  itemCount: (n: number) => (n === 1 ? '1 producto' : `${n} productos`), // (redactado)
  offerExtras: (n: number) => (n === 1 ? '+1 de regalo' : `+${n} de regalo`), // (redactado)
  viewCart: 'Ver carrito',
  quantityOf: (name: string) => `Cantidad de ${name}`,
  increaseOf: (name: string) => `Aumentar cantidad de ${name}`,
  decreaseOf: (name: string) => `Disminuir cantidad de ${name}`,
  removeOf: (name: string) => `Eliminar ${name} del carrito`,
  perUnit: (unit: string) => `/ ${unit}`,
  each: 'c/u',
  vatIncluded: 'IVA incluido',
  regularPrice: 'Precio normal',
  discountBadge: (percent: number) => `−${percent} %`,
  offerBadge: (label: string) => `Oferta ${label}`,
  addToCart: (name: string) => `Agregar ${name} al carrito`,
  adding: 'Agregando…',
  noProductsInCategory: 'No hay productos disponibles en esta categoría por ahora.',
  categories: 'Categorías',
  summaryTitle: 'Resumen de tu pedido',
  deliveryFee: 'Domicilio',
  noProductsFound: 'No se encontraron productos',
  /** A price the sales point changed is named before paying. */
  priceChanges: {
    title: 'Cambiaron algunos precios de tu carrito', // (redactado)
    intro: 'En el punto de venta de tu pedido estos productos tienen otro precio. Revísalos antes de pagar:', // (redactado)
    before: 'antes', // (redactado)
    now: 'ahora', // (redactado)
    acknowledge: 'Entendido', // (redactado)
  },
  /** The product page: how many, and that the price already has its VAT. */
  quantity: 'Cantidad', // (redactado)
} as const;
