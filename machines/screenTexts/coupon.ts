/**
 * Coupon entry on /carrito and /confirma-pedido (src/features/coupon/CouponEntry.tsx). Part of the message
 * catalogue (machines/messages.ts): only these lazily loaded screens show them, so the first route
 * does not download them. The spec's own coupon texts (docs/product.md#reglas) stay in messages.cart; the refusal
 * reasons are the order's (orderMessages.coupon*), said by the server. All redactado.
 */
export const couponTexts = {
  heading: 'Cupón de descuento',
  label: 'Código del cupón',
  placeholder: 'Ej.: BIENVENIDA',
  apply: 'Aplicar',
  remove: 'Quitar',
  removeLabel: (code: string) => `Quitar el cupón ${code}`,
  applied: (code: string, amount: string) => `Cupón ${code} aplicado: ${amount} de descuento.`,
  discountLine: (code: string) => `Cupón ${code}`,
  emptyCode: 'Escribe el código de tu cupón.',
} as const;
