/** The error page's titles and buttons (docs/product.md#errores). */
export const errorPageTexts = {
  maintenance: 'Estamos en Mantenimiento',
  back: 'Volver',
  rateLimited: 'Espera un momento',
  notFound: 'Página No Encontrada',
  goToProducts: 'Ir a Productos',
  genericBody: 'Algo salió mal. Por favor, intenta nuevamente.',
  maintenance503: 'Nos encontramos en mantenimiento',
  routeNotFound: 'This page could not be found',
} as const;
