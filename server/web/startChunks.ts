/**
 * The chunks src/main.tsx imports step by step, in the order the bundler assigns modules to them
 * (vite.config.ts): the storefront, react-dom, the views. The server preloads them by these names
 * (server/web/pages.ts); one list, so a renamed step cannot leave a page without its preload.
 */
export const START_CHUNK_NAMES = ['storefront', 'renderer', 'views'] as const;

export type StartChunkName = (typeof START_CHUNK_NAMES)[number];
