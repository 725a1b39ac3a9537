// @vitest-environment happy-dom
/**
 * 'Agregar' answers within 50 ms at 4× CPU (docs/performance.md): the tap must render what
 * it changes and nothing else. These tests count the components React renders, as React DevTools'
 * profiler does (a commit's fibers that performed work), on the real products page and header.
 */
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { product } from '../fixtures/store';
import type { Category, Product } from '../../machines/schemas/catalogue';

// ─── Render recorder (installed before react-dom loads, as the DevTools extension is) ───────────

interface Fiber {
  tag: number;
  flags: number;
  type: { name?: string; type?: { name?: string }; render?: { name?: string } } | null;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}
/** Function, forwardRef, memo and simple memo components. */
const COMPONENT_TAGS = new Set([0, 11, 14, 15]);
const PERFORMED_WORK = 1;
let rendered: string[] = [];
(globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true,
  inject: () => 1,
  checkDCE: () => {},
  onScheduleFiberRoot: () => {},
  onCommitFiberUnmount: () => {},
  onPostCommitFiberRoot: () => {},
  onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
    // Only the fibers this commit worked on: a subtree whose child is the previous tree's was not touched.
    const stack = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
        const type = fiber.type;
        rendered.push(type?.name || type?.type?.name || type?.render?.name || '(anonymous)');
      }
      if (fiber.alternate && fiber.child === fiber.alternate.child) continue;
      for (let child = fiber.child; child; child = child.sibling) stack.push(child);
    }
  },
};
const count = (name: string) => rendered.filter((n) => n === name).length;

// The styles register as the build registers them (vanilla-extract needs a file scope outside the build).
setFileScope('tests/web/addRenders.test.ts');
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
const { act, createElement, Fragment } = await import('react');
const { createRoot } = await import('react-dom/client');
const { selectStoredLines } = await import('../../machines/cart');
const { catalogueMachine } = await import('../../machines/catalogue');
const { MENU_WINDOW } = await import('../../machines/rules/menuWindow');
const harness = await import('./productsPageHarness');
const { Header } = await import('../../src/ui/Header');

// ─── The page, on a storefront of two actors (the menu and the cart) ────────────────────────────

const QUERY = { pdv: 'G001', date: '2025-06-01', document: '1000000000', konda: '28' };
const menu = (size: number) => {
  const products: Product[] = Array.from({ length: size }, (_, i) =>
    product(`P${1000 + i}`, { descripcion_corta: `Pollo ${i}` }),
  );
  const categories: Category[] = [
    { grupoportal: 'C03', descripcion: 'Alitas', productos: products.map((p) => p.codigo_producto) },
  ];
  return { products, categories };
};

let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  rendered = [];
});

async function renderProductsPage(size: number) {
  const catalogue = createActor(catalogueMachine, {
    input: { enabled: true, query: QUERY, preloaded: { ...menu(size), complete: true } },
  }).start();
  const page = await harness.renderProductsPage(catalogue, QUERY);
  unmount = page.unmount;
  const { cart, container } = page;
  const addButtons = () => [...container.querySelectorAll<HTMLButtonElement>('button[data-action="cart.add"]')];
  return { cart, container, addButtons };
}

describe("'Agregar' renders what it changes and nothing else (within 50 ms at 4× CPU)", () => {
  it('adding one product on /productos renders no product card, not the grid and not the page: the cart alone takes the tap', async () => {
    const { cart, addButtons } = await renderProductsPage(12);
    expect(addButtons()).toHaveLength(12);
    rendered = [];
    act(() => addButtons()[2]!.click());
    // The tap reached the cart…
    expect(selectStoredLines(cart.getSnapshot())).toEqual([{ producto_id: 'P1002', cantidad: 1 }]);
    // …and rendered nothing of the page (a page that read the cart would re-render its grid on every tap).
    expect(count('ProductsPage')).toBe(0);
    expect(count('ProductGrid')).toBe(0);
    expect(count('ProductCard')).toBe(0);
  });

  it("a longer menu window ('Ver más') renders the new cards only, not the ones already shown", async () => {
    const { container, addButtons } = await renderProductsPage(MENU_WINDOW + 5);
    expect(addButtons()).toHaveLength(MENU_WINDOW);
    const more = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('Ver más'));
    expect(more).toBeDefined();
    rendered = [];
    await act(async () => more!.click());
    expect(addButtons()).toHaveLength(MENU_WINDOW + 5);
    expect(count('ProductsPage')).toBe(1);
    expect(count('ProductCard')).toBe(5);
  });

  it('a new count in the header renders its cart button, not the search box, the location chip or the account button', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const noop = () => {};
    function SearchProbe() {
      return createElement(Fragment, null, 'buscar');
    }
    const search = createElement(SearchProbe);
    const props = {
      search,
      city: 'Bogotá',
      onLocationClick: noop,
      firstName: null,
      onAccountClick: noop,
      onCartClick: noop,
      onMenuClick: noop,
    };
    await act(async () => root.render(createElement(Header, { ...props, cartCount: 0 })));
    rendered = [];
    await act(async () => root.render(createElement(Header, { ...props, cartCount: 1 })));
    unmount = () => {
      act(() => root.unmount());
      container.remove();
    };
    expect(container.querySelector('button[aria-label^="Carrito"]')?.textContent).toContain('1');
    expect(count('SearchProbe')).toBe(0);
    expect(count('LocationChip')).toBe(0);
    expect(count('AccountButton')).toBe(0);
    expect(count('HeaderLead')).toBe(0);
    expect(count('CartButton')).toBe(1);
  });
});
