/**
 * /productos on the real page, in happy-dom, on a storefront of two actors: the given catalogue and a cart
 * as the browser runs it, less its effects (cookies, API). Import it dynamically, after the test has set
 * its vanilla-extract file scope (and, for a render count, installed its DevTools hook).
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { cartMachine } from '../../machines/cart';
import type { CatalogueQuery } from '../../machines/catalogue';
import type { Product } from '../../machines/schemas/catalogue';
import { StorefrontProvider } from '../../src/app/storefrontRefs';
import ProductsPage from '../../src/pages/ProductsPage';

export async function renderProductsPage(catalogue: AnyActorRef, query: CatalogueQuery) {
  const cart = createActor(
    cartMachine.provide({
      actors: { verifyCart: fromPromise(() => new Promise<Product[]>(() => {})) },
      actions: { persistCart: () => {}, syncAbandonedCart: () => {}, notify: () => {}, navigate: () => {} },
    }),
    { input: { lines: [], coupons: [], query } },
  ).start();
  const refs = { catalogue, cart } as unknown as Parameters<typeof StorefrontProvider>[0]['refs'];
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const { hook, searchHook } = memoryLocation({ path: '/productos' });
  // Async: the icons drawn off the first route come from a lazy chunk (src/ui/Icon.tsx).
  await act(async () =>
    root.render(
      createElement(StorefrontProvider, {
        refs,
        children: createElement(Router, {
          hook,
          searchHook,
          children: createElement(Route, { path: '/productos' }, createElement(ProductsPage)),
        }),
      }),
    ),
  );
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { cart, container, unmount };
}
