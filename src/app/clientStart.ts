/** The browser's first step (src/main.tsx): the page's data block and the storefront, without any view. */
export { createClientStorefront } from './storefront';
export { readPageData } from './pageData';
