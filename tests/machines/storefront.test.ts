import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { bootMachine, type StatusAnswer } from '../../machines/boot';
import { cartMachine, type VerifyCartInput } from '../../machines/cart';
import { checkoutMachine } from '../../machines/checkout';
import { catalogueMachine, type CatalogueLists, type CatalogueQuery } from '../../machines/catalogue';
import { EMPTY_LOCATION, locationMachine, selectIsCityChangeLocked, type StoredLocation } from '../../machines/location';
import type { Product } from '../../machines/schemas/catalogue';
import type { SalesPoint } from '../../machines/schemas/salesPoint';
import type { LoginBody, Preference, User } from '../../machines/schemas/session';
import type { SessionAnswer } from '../../machines/schemas/identity';
import { sessionMachine } from '../../machines/session';
import {
  catalogueQueryOf,
  selectBootRef,
  selectCartRef,
  selectCatalogueRef,
  selectCheckoutRef,
  selectLocationRef,
  selectSessionRef,
  storefrontMachine,
  type StorefrontInput,
} from '../../machines/storefront';
import type { NavigateParams } from '../../machines/system';
import { product as sampleProduct, validOrder } from '../fixtures/store';

/** 2025-03-14 12:00 in Bogotá. */
const NOON = Date.UTC(2025, 2, 14, 17, 0, 0);
const HOUR = 60 * 60 * 1000;

const user: User = {
  nombres: 'MARÍA',
  apellidos: 'PÉREZ',
  direccion: 'Cra 7 # 10-20',
  telefono2: '3001234567',
  cedula: '52123456',
  EAdministrador: '',
  esta_autenticado: '1',
  token: 'tok-123',
  email: 'maria@example.co',
};

const point = (Vkbur: string, Konda: string, city1: string): SalesPoint => ({ Vkbur, Konda, citycode: '', city1 });

/** The shared product fixture, priced as these tests count: 10.000 pesos, no VAT. */
const product = (codigo: string): Product =>
  sampleProduct(codigo, {
    imagen_producto: '',
    categoria_id: 'C1',
    descr_categoria: 'Combos',
    precio: 10_000,
    porcentaje_iva: 0,
  });

const savedLocation: StoredLocation = {
  salesPoint: point('P100', '30', 'Bogotá'),
  selectedAt: NOON - HOUR,
  city: 'Bogotá',
  address: null,
  deliveryDate: '2025-03-15',
  deliveryTime: '13:00',
  pickup: false,
};

/** Nothing saved: the location machine's own empty location. */
const nothingSaved: StoredLocation = EMPTY_LOCATION;

const settle = async () => {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
};

function startStorefront(input: Omit<StorefrontInput, 'now'>) {
  const navigations: NavigateParams[] = [];
  const catalogueLoads: CatalogueQuery[] = [];
  const verifications: VerifyCartInput[] = [];
  const cityLoads: string[] = [];
  let login: { resolve: (u: SessionAnswer) => void } | null = null;
  const clock = new SimulatedClock();

  const machine = storefrontMachine.provide({
    actors: {
      boot: bootMachine.provide({
        actors: {
          checkStatus: fromPromise<StatusAnswer>(async () => ({ estado: true })),
          loadPreferences: fromPromise<Preference[]>(async () => []),
        },
        actions: { navigate: (_, params) => navigations.push(params) },
      }),
      session: sessionMachine.provide({
        actors: {
          logIn: fromPromise<SessionAnswer, LoginBody>(() => new Promise<SessionAnswer>((resolve) => (login = { resolve }))),
          watchActivity: fromCallback(() => {}),
        },
        actions: { navigate: (_, params) => navigations.push(params) },
      }),
      location: locationMachine.provide({
        actors: {
          loadGenericSalesPoints: fromPromise<SalesPoint[]>(async () => [point('G001', '28', 'Bogotá')]),
          loadCities: fromPromise<string[]>(async () => ['Bogotá', 'Cali']),
          loadSalesPointForCity: fromPromise<SalesPoint, { city: string }>(async ({ input }) => {
            cityLoads.push(input.city);
            return point('P400', '31', input.city);
          }),
        },
        actions: { navigate: (_, params) => navigations.push(params) },
      }),
      catalogue: catalogueMachine.provide({
        actors: {
          loadCatalogue: fromPromise<CatalogueLists, CatalogueQuery>(async ({ input }) => {
            catalogueLoads.push(input);
            return { products: [product('100')], categories: [] };
          }),
        },
      }),
      cart: cartMachine.provide({
        actors: {
          verifyCart: fromPromise<Product[], VerifyCartInput>(async ({ input }) => {
            verifications.push(input);
            return input.codes.map(product);
          }),
        },
        actions: { navigate: (_, params) => navigations.push(params) },
      }),
    },
  });
  const actor = createActor(machine, { clock, input: { ...input, now: () => NOON } });
  actor.start();
  const refs = () => {
    const s = actor.getSnapshot();
    return {
      boot: selectBootRef(s),
      session: selectSessionRef(s),
      location: selectLocationRef(s),
      catalogue: selectCatalogueRef(s),
      cart: selectCartRef(s),
      checkout: selectCheckoutRef(s),
    };
  };
  /** What a checkout screen does when it loads (src/features/checkout/checkout.ts). */
  const loadCheckout = () =>
    actor.send({
      type: 'storefront.checkoutLoaded',
      logic: checkoutMachine.provide({ actions: { navigate: (_, params) => navigations.push(params) } }),
    });
  return {
    actor,
    refs,
    loadCheckout,
    navigations,
    catalogueLoads,
    verifications,
    cityLoads,
    clock,
    resolveLogin: (u: User) => login!.resolve(u),
  };
}

describe('storefront: the actor system', () => {
  it('the catalogue query (pdv, date, document, konda) comes from the restored location and user', () => {
    expect(catalogueQueryOf({ location: savedLocation, user }, NOON)).toEqual({
      pdv: 'P100',
      date: '2025-03-15',
      document: '52123456',
      konda: '30',
    });
    expect(catalogueQueryOf({ location: nothingSaved, user: null }, NOON)).toEqual({
      pdv: 'G001',
      date: '2025-03-14',
      document: '1000000000',
      konda: '28',
    });
  });

  it('spawns boot, session, location, catalogue and cart under their systemIds with what was restored', async () => {
    const f = startStorefront({
      cookiesAccepted: true,
      path: '/productos',
      user,
      location: savedLocation,
      cart: { lines: [{ producto_id: '100', cantidad: 2 }], coupons: [] },
    });
    for (const id of ['boot', 'session', 'location', 'catalogue', 'cart']) {
      expect(f.actor.system.get(id)).toBeDefined();
    }
    expect(f.actor.system.get('checkout'), 'the checkout waits for a checkout screen').toBeUndefined();
    expect(f.refs().checkout).toBeNull();
    await settle();
    const r = f.refs();
    expect(r.session.getSnapshot().matches('loggedIn')).toBe(true);
    expect(r.location.getSnapshot().context.salesPoint?.Vkbur).toBe('P100');
    expect(r.boot.getSnapshot().matches({ status: 'ready', consent: 'accepted' })).toBe(true);
    expect(f.catalogueLoads).toEqual([{ pdv: 'P100', date: '2025-03-15', document: '52123456', konda: '30' }]);
    expect(r.cart.getSnapshot().context).toMatchObject({
      lines: [{ producto_id: '100', cantidad: 2 }],
      isLoggedIn: true,
      username: 'maria@example.co',
      deliveryTime: '13:00',
    });
    expect(f.verifications).toEqual([
      { codes: ['100'], query: { pdv: 'P100', date: '2025-03-15', document: '52123456', konda: '30' } },
    ]);
    expect(f.navigations).toEqual([]);
  });

  it('opening /carrito with products verifies them once, also when the location then assigns the same generic sales point', async () => {
    for (const who of [null, user]) {
      const f = startStorefront({
        cookiesAccepted: true,
        path: '/carrito',
        user: who,
        location: nothingSaved,
        cart: { lines: [{ producto_id: '100', cantidad: 2 }], coupons: [] },
      });
      await settle();
      expect(f.refs().location.getSnapshot().context.salesPoint?.Vkbur, 'the generic sales point was assigned').toBe('G001');
      expect(f.verifications).toEqual([
        { codes: ['100'], query: { pdv: 'G001', date: '2025-03-14', document: who ? '52123456' : '1000000000', konda: '28' } },
      ]);
    }
  });

  it('a checkout screen loads the checkout part: spawned once under its systemId, a second load changes nothing', async () => {
    const f = startStorefront({
      cookiesAccepted: true,
      path: '/confirma-pedido',
      user,
      location: savedLocation,
      cart: { lines: [], coupons: [] },
    });
    await settle();
    f.loadCheckout();
    const checkout = f.refs().checkout;
    expect(checkout).not.toBeNull();
    expect(f.actor.system.get('checkout')).toBe(checkout);
    expect(checkout!.getSnapshot().matches('editing')).toBe(true);
    checkout!.send({ type: 'checkout.submitted', order: { ...validOrder(), nombre_recibe: ' ' } });
    expect(checkout!.getSnapshot().matches('invalid')).toBe(true);
    f.loadCheckout();
    expect(f.actor.getSnapshot().status, 'a second load is taken without error').toBe('active');
    expect(f.refs().checkout).toBe(checkout);
    expect(f.actor.system.get('checkout')).toBe(checkout);
    expect(checkout!.getSnapshot().matches('invalid'), 'the running checkout keeps its state').toBe(true);
  });

  it('logout from session clears the cart lines, resets the order and the location, and lists for the guest', async () => {
    const f = startStorefront({
      cookiesAccepted: true,
      path: '/carrito',
      user,
      location: savedLocation,
      cart: { lines: [{ producto_id: '100', cantidad: 2 }], coupons: [] },
    });
    await settle();
    f.loadCheckout();
    f.refs().checkout!.send({ type: 'checkout.submitted', order: { ...validOrder(), nombre_recibe: ' ' } });
    expect(f.refs().checkout!.getSnapshot().matches('invalid')).toBe(true);
    f.refs().session.send({ type: 'session.logoutRequested' });
    await settle();

    const r = f.refs();
    expect(r.session.getSnapshot().matches('guest')).toBe(true);
    expect(r.cart.getSnapshot().context.lines).toEqual([]);
    expect(r.cart.getSnapshot().context.isLoggedIn).toBe(false);
    expect(r.checkout!.getSnapshot().matches('editing'), 'the order is emptied (spec §4 logout)').toBe(true);
    expect(r.location.getSnapshot().context).toMatchObject({
      salesPoint: point('G001', '28', 'Bogotá'),
      selectedAt: NOON,
      address: null,
      deliveryDate: null,
      deliveryTime: null,
      isLoggedIn: false,
    });
    expect(r.catalogue.getSnapshot().context.query).toEqual({
      pdv: 'G001',
      date: '2025-03-14',
      document: '1000000000',
      konda: '28',
    });
    expect(f.catalogueLoads.at(-1)).toEqual({ pdv: 'G001', date: '2025-03-14', document: '1000000000', konda: '28' });
    expect(f.navigations).toEqual([{ to: '/' }]);
  });

  it('accepting cookies in boot lets the catalogue load; revoking clears it', async () => {
    const f = startStorefront({
      cookiesAccepted: false,
      path: '/',
      user: null,
      location: savedLocation,
      cart: { lines: [], coupons: [] },
    });
    await settle();
    expect(f.refs().catalogue.getSnapshot().matches('disabled')).toBe(true);
    expect(f.catalogueLoads).toEqual([]);

    f.refs().boot.send({ type: 'consent.accepted' });
    await settle();
    expect(f.refs().catalogue.getSnapshot().matches('loaded')).toBe(true);
    expect(f.catalogueLoads).toHaveLength(1);

    f.refs().boot.send({ type: 'consent.revoked' });
    expect(f.refs().catalogue.getSnapshot().context.products).toEqual([]);
  });

  it('after login, choosing a city with an empty cart goes to /confirmar-ubicacion and reloads the catalogue for it', async () => {
    const f = startStorefront({
      cookiesAccepted: true,
      path: '/',
      user: null,
      location: savedLocation,
      cart: { lines: [], coupons: [] },
    });
    await settle();
    f.refs().session.send({ type: 'session.loginRequested', username: 'maria@example.co', password: 'secreta' });
    f.resolveLogin(user);
    await settle();
    expect(f.refs().location.getSnapshot().context.isLoggedIn).toBe(true);
    expect(f.catalogueLoads.at(-1)?.document).toBe('52123456');

    f.refs().location.send({ type: 'location.citiesRequested' });
    await settle();
    f.refs().location.send({ type: 'location.cityChosen', city: 'cali' });
    await settle();
    expect(f.cityLoads).toEqual(['Cali']);
    expect(f.navigations.at(-1)).toEqual({ to: '/confirmar-ubicacion' });
    // The Bogotá delivery (address, day, hour) was chosen for another city's store: forgotten, so the query is today's.
    expect(f.refs().location.getSnapshot().context.address, "the other city's address is not kept").toBeNull();
    expect(f.catalogueLoads.at(-1)).toEqual({ pdv: 'P400', date: '2025-03-14', document: '52123456', konda: '31' });
  });

  it('a city change re-verifies the cart for the new sales point', async () => {
    const f = startStorefront({
      cookiesAccepted: true,
      path: '/',
      user: null,
      location: savedLocation,
      cart: { lines: [{ producto_id: '100', cantidad: 1 }], coupons: [] },
    });
    await settle();
    f.refs().location.send({ type: 'location.citiesRequested' });
    await settle();
    f.refs().location.send({ type: 'location.cityChosen', city: 'Cali' });
    await settle();
    expect(f.verifications.at(-1)?.query).toEqual({ pdv: 'P400', date: '2025-03-14', document: '1000000000', konda: '31' });
    expect(f.navigations).toEqual([]);
  });
  it('logged in with items in the cart, the city or address cannot be changed; emptying the cart allows it again', async () => {
    const f = startStorefront({
      cookiesAccepted: true,
      path: '/',
      user,
      location: savedLocation,
      cart: { lines: [], coupons: [] },
    });
    await settle();
    expect(selectIsCityChangeLocked(f.refs().location.getSnapshot())).toBe(false);
    f.refs().cart.send({ type: 'cart.itemAdded', product: product('100') });
    await settle();
    expect(selectIsCityChangeLocked(f.refs().location.getSnapshot())).toBe(true);
    f.refs().cart.send({ type: 'cart.itemRemoved', productId: '100' });
    await settle();
    expect(selectIsCityChangeLocked(f.refs().location.getSnapshot())).toBe(false);
  });
});
