/** The menu and product pages. */
export const productTexts = {
  title: 'Nuestro menú', // (redactado)
  resultsFor: (text: string) => `Resultados para «${text}»`, // (redactado)
  retry: 'Reintentar', // (redactado)
  minimum: (n: number) => `Mínimo ${n} unidades`, // (redactado)
  showMore: 'Ver más productos', // (redactado)
} as const;
