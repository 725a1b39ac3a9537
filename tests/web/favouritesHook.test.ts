// @vitest-environment happy-dom
/**
 * Favourites are priced at the current sales point (docs/product.md, Favourites): on a page that stays, another
 * sales point reads the list again at its prices, and a heart still waiting for the API is kept and
 * saved. The real hook (src/features/favourites/favourites.ts) on a storefront of a session and a location.
 */
import { setFileScope } from '@vanilla-extract/css/fileScope';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';

const api = vi.hoisted(() => ({
  reads: [] as string[],
  adds: [] as Array<{ code: string; answer: () => void }>,
  favourites: (_document: string, pdv: string) => (api.reads.push(pdv), Promise.resolve([])),
  addFavourite: (_document: string, code: string) =>
    new Promise((resolve) => api.adds.push({ code, answer: () => resolve({ ok: true }) })),
  removeFavourite: () => Promise.resolve({ ok: true }),
}));
vi.mock('../../src/api/endpoints', () => ({ api }));
vi.mock('../../src/app/notifications', () => ({ notify: () => {} }));

setFileScope('tests/web/favouritesSalesPoint.test.ts');
(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
const { act, createElement } = await import('react');
const { createRoot } = await import('react-dom/client');
const { StorefrontProvider } = await import('../../src/app/storefrontRefs');
const { useFavourites, useFavouritesAudience } = await import('../../src/features/favourites/favourites');

const user = { cedula: '1020304050', token: 't0k3n', EAdministrador: 'N' };
const session = createActor(createMachine({ initial: 'loggedIn', context: { user }, states: { loggedIn: {} } })).start();
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
afterEach(() => unmount());

describe('favourites on a page that stays when the sales point changes', () => {
  it('the list is read at the new sales point, and the heart waiting for the API is kept and saved', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const refs = { session, location } as unknown as Parameters<typeof StorefrontProvider>[0]['refs'];
    await act(async () => root.render(createElement(StorefrontProvider, { refs, children: createElement(Page) })));
    unmount = () => act(() => root.unmount());
    await flush();
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
});
