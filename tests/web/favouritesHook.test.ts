// @vitest-environment happy-dom
/**
 * The favourites hook (src/features/favourites/favourites.ts) on a storefront of a session and a location,
 * the API held by the test: favourites are priced at the current sales point (docs/product.md, Favourites),
 * and a heart the customer tapped is never dropped, neither by another sales point nor by leaving the page.
 */
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';

/** The API as the server keeps it: a save lands when the test answers it, a read lists what landed. */
const api = vi.hoisted(() => ({
  saved: new Set<string>(),
  reads: [] as string[],
  adds: [] as Array<{ code: string; answer: () => void }>,
  favourites: (_document: string, pdv: string) => {
    api.reads.push(pdv);
    return Promise.resolve([...api.saved].map((codigo_producto) => ({ codigo_producto, fecha_agregado: '', producto: null })));
  },
  addFavourite: (_document: string, code: string) =>
    new Promise((resolve) => api.adds.push({ code, answer: () => (api.saved.add(code), resolve({ ok: true })) })),
  removeFavourite: (_document: string, code: string) => (api.saved.delete(code), Promise.resolve({ ok: true })),
}));
const notices = vi.hoisted(() => [] as Array<{ message: string }>);
vi.mock('../../src/api/endpoints', () => ({ api }));
vi.mock('../../src/app/notifications', () => ({ notify: (n: { message: string }) => notices.push(n) }));

setFileScope('tests/web/favouritesHook.test.ts');
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
const { act, createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { StorefrontProvider } = await import('../../src/app/storefrontRefs');
const { useFavourites, useFavouritesAudience } = await import('../../src/features/favourites/favourites');
const { listPages } = await import('../../machines/screenTexts/listPages');

/** A session the test signs in and out: only what the favourites read of it. */
const session = createActor(
  createMachine({
    types: {} as { context: { user: { cedula: string; token: string } | null }; events: { type: 'in' | 'out' } },
    initial: 'loggedIn',
    context: { user: { cedula: '1020304050', token: 't0k3n' } },
    states: {
      loggedIn: { on: { out: { target: 'guest', actions: assign({ user: null }) } } },
      guest: { on: { in: { target: 'loggedIn', actions: assign({ user: { cedula: '1020304050', token: 't0k3n' } }) } } },
    },
  }),
).start();
vi.mock('../../src/app/storefront', () => ({ clientRefs: () => ({ session }) }));
const location = createActor(
  createMachine({
    types: {} as { context: { salesPoint: { Vkbur: string } }; events: { type: 'set'; Vkbur: string } },
    context: { salesPoint: { Vkbur: 'P001' } },
    on: { set: { actions: assign(({ event }) => ({ salesPoint: { Vkbur: event.Vkbur } })) } },
  }),
).start();

let heart: ReturnType<typeof useFavourites>;
function Heart() {
  heart = useFavourites();
  return null;
}
/** As the product page draws it: keyed by who the favourites are of. */
function Page() {
  return createElement(Heart, { key: useFavouritesAudience().key });
}

const flush = () => act(async () => await new Promise((r) => setTimeout(r, 0)));
let unmount = () => {};
async function showPage() {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const refs = { session, location } as unknown as Parameters<typeof StorefrontProvider>[0]['refs'];
  await act(async () => root.render(createElement(StorefrontProvider, { refs, children: createElement(Page) })));
  unmount = () => {
    act(() => root.unmount());
    unmount = () => {};
  };
  await flush();
}
afterEach(() => {
  unmount();
  act(() => session.send({ type: 'out' }));
  act(() => session.send({ type: 'in' }));
  act(() => location.send({ type: 'set', Vkbur: 'P001' }));
  api.saved.clear();
  api.reads.length = 0;
  api.adds.length = 0;
  notices.length = 0;
});

describe('favourites: the hook', () => {
  it('on a page that stays, another sales point reads the list at its prices and the heart waiting for the API is kept and saved', async () => {
    await showPage();
    expect(api.reads).toEqual(['P001']);
    act(() => heart.toggle('A2'));
    await flush();
    expect(api.adds.map((a) => a.code)).toEqual(['A2']);

    act(() => location.send({ type: 'set', Vkbur: 'P002' }));
    expect(heart.isFavourite('A2'), 'the heart keeps the wish').toBe(true);
    expect(heart.resource.status, "the old sales point's prices are not shown").toBe('loading');

    api.adds[0]!.answer();
    await flush();
    await flush();
    expect(api.reads.slice(1).every((pdv) => pdv === 'P002') && api.reads.length > 1, api.reads.join()).toBe(true);
    expect(api.adds).toHaveLength(1);
    expect([heart.isFavourite('A2'), heart.isBusy('A2')]).toEqual([true, false]);
  });

  it('a heart still waiting its turn when the customer leaves the page is sent, and its answer told', async () => {
    await showPage();
    act(() => heart.toggle('A2'));
    act(() => heart.toggle('A1'));
    await flush();
    unmount();
    api.adds[0]!.answer();
    await flush();
    await flush();
    expect(api.adds.map((a) => a.code)).toEqual(['A2', 'A1']);
    api.adds[1]!.answer();
    await flush();
    expect(notices.map((n) => n.message)).toEqual([listPages.favouriteAdded, listPages.favouriteAdded]);
  });

  it('a heart touched here follows the list read later, when another device changed it', async () => {
    await showPage();
    act(() => heart.toggle('A2'));
    await flush();
    api.adds[0]!.answer();
    await flush();
    await flush();
    expect(heart.isFavourite('A2')).toBe(true);
    unmount();
    api.saved.delete('A2'); // removed on the customer's phone
    await showPage();
    expect(heart.isFavourite('A2'), 'the list read by the new page says so').toBe(false);
  });

  it('another page that shows the favourites reads them again; a sign-out drops them', async () => {
    await showPage();
    unmount();
    await showPage();
    expect(api.reads, 'the second page reads the list again').toHaveLength(2);
    act(() => heart.toggle('A2'));
    await flush();
    unmount();
    act(() => session.send({ type: 'out' }));
    api.adds[0]!.answer();
    await showPage();
    expect(heart.isFavourite('A2'), "the signed-out customer's wish is gone with the session").toBe(false);
    expect(api.reads, 'a guest reads nothing').toHaveLength(2);
    expect(notices, 'nothing is told to whoever uses the tab next').toEqual([]);
  });
});
