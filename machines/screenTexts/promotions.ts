/** Registration-coupon popup (docs/product.md#pantallas-y-rutas; all redactado). */
export const promotionTexts = {
  title: 'Tu cupón de bienvenida',
  imageAlt: 'Regístrate en Pollos La Brasa y recibe tu cupón de bienvenida',
  register: 'Quiero registrarme',
  later: 'Ahora no',
} as const;
