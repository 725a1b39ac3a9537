/** Titles and descriptions of the server-rendered pages, for browsers, search engines and shared links. */
export const metaTexts = {
  siteName: 'Pollos La Brasa', // (redactado)
  homeTitle: 'Pollos La Brasa — Pide en línea', // (redactado, as index.html)
  homeDescription: 'Pide en línea pollo asado, broaster y alitas. Domicilios y recogida en tienda.', // (redactado, as index.html)
  productsTitle: 'Nuestro menú — Pollos La Brasa', // (redactado)
  productsDescription:
    'Todo el menú de Pollos La Brasa: pollo asado, broaster, alitas, combos y bebidas, con domicilio o recogida en tienda.', // (redactado)
  categoryTitle: (category: string) => `${category} — Pollos La Brasa`, // (redactado)
  categoryDescription: (category: string, count: number) =>
    `${category} de Pollos La Brasa: ${count === 1 ? '1 producto' : `${count} productos`} para pedir en línea con domicilio o recogida en tienda.`, // (redactado)
  productTitle: (product: string, price: string) => `${product} (${price}) — Pollos La Brasa`, // (redactado)
  notFoundTitle: 'Página No Encontrada — Pollos La Brasa', // (redactado)
  /** Written under the site's name on its social picture (scripts/images/). */
  socialTagline: 'Pollo asado, broaster y alitas a domicilio', // (redactado)
  /** og:image:alt of the site's picture. */
  siteImageAlt: 'Pollos La Brasa: pollo asado, broaster y alitas a domicilio', // (redactado)
  /** og:image:alt of a category's or product's picture: its name on a drawing of the dish. */
  namedImageAlt: (name: string) => `${name}, de Pollos La Brasa`, // (redactado)
} as const;
