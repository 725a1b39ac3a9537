import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { CheckoutActorContext } from '../../src/features/checkout/checkout';
import { CouponActorContext } from '../../src/features/coupon/couponEntry';
import { StoreChoiceActorContext } from '../../src/features/location/storeChoice';
import { StorefrontProvider, type StorefrontRefs } from '../../src/app/storefrontRefs';
import { machines, samplesOf } from './catalog';
import { ExplorerRun, inputNames, replay, type WalkRecord } from './run';

/**
 * The real screen of a machine, rendered live from the explorer's actor. The parts of the storefront
 * (cart, location, session) are handed to the page through the app's provider of the storefront's
 * actors (src/app/storefrontRefs.ts); the machines a screen creates for itself (coupon, store choice)
 * or attaches (checkout) through the context each hook reads first (src/features/coupon/couponEntry.ts…). The page
 * reads the explorer's actor through its usual hooks and selectors, and its buttons send to it.
 * The other parts a screen reads are companions: those machines at their first sample input,
 * standing still, so that only the explored machine moves.
 */
const CartPage = lazy(() => import('../../src/features/cart/CartPage'));
const ConfirmOrderPage = lazy(() => import('../../src/features/checkout/ConfirmOrderPage'));
const LoginPage = lazy(() => import('../../src/features/account/LoginPage'));
const ConfirmLocationPage = lazy(() => import('../../src/features/location/ConfirmLocationPage'));
const CouponField = lazy(() => import('../../src/features/coupon/CouponField').then((m) => ({ default: m.CouponField })));
const PickupOrDelivery = lazy(() =>
  import('../../src/features/location/PickupOrDelivery').then((m) => ({ default: m.PickupOrDelivery })),
);

type Part = keyof StorefrontRefs;
type Companion = string | true | WalkRecord;

/** A cart with one priced line (added, then verified): what /confirma-pedido needs to show an order. */
const CART_WITH_WINGS: WalkRecord = {
  input: 'carrito vacío',
  steps: [
    'cart.itemAdded|alitas',
    'xstate.after.CART_RELOAD_DEBOUNCE.cart.verification.scheduled|CART_RELOAD_DEBOUNCE',
    'xstate.done.actor.0.cart.verification.verifying|todos disponibles',
  ],
};

interface Screen {
  title: string;
  /** The storefront part the explored actor stands for, when it is one. */
  part?: Part;
  /** The other parts the screen reads, given as companions: at a sample input (true: the first) or after a walk. */
  companions: Partial<Record<Part, Companion>>;
  /** The page sends to its machine by itself (on opening): it gets a view that only reads, so the walk stays the walk. */
  readOnly?: boolean;
  /** A whole page with columns of its own: shown under the diagram, at full width, not beside it. */
  wide?: boolean;
  /** The page, with the explored actor handed in where the page's hook looks for it. */
  render: (actor: AnyActorRef) => ReactNode;
}

// The hooks' contexts are typed with their machine; the registry's actor is the same machine, untyped.
const as = <T,>(actor: AnyActorRef) => actor as unknown as T;

export const SCREENS: Record<string, Screen> = {
  cart: { part: 'cart', companions: {}, title: 'Pantalla /carrito', render: () => <CartPage /> },
  coupon: {
    companions: { cart: 'carrito con producto' },
    title: 'Campo del cupón (/carrito y /confirma-pedido)',
    render: (actor) => (
      <CouponActorContext.Provider value={as(actor)}>
        <CouponField />
      </CouponActorContext.Provider>
    ),
  },
  storeChoice: {
    companions: { location: 'punto de venta guardado' },
    title: 'Domicilio o recoger en tienda (/confirmar-ubicacion)',
    render: (actor) => (
      <StoreChoiceActorContext.Provider value={as(actor)}>
        <PickupOrDelivery delivery={<p>Aquí va el formulario de la dirección de entrega (máquina «Ubicación»).</p>} />
      </StoreChoiceActorContext.Provider>
    ),
  },
  checkout: {
    wide: true,
    companions: { cart: CART_WITH_WINGS, location: 'punto de venta guardado', session: 'cliente recordado' },
    title: 'Pantalla /confirma-pedido',
    render: (actor) => (
      <CheckoutActorContext.Provider value={as(actor)}>
        <ConfirmOrderPage />
      </CheckoutActorContext.Provider>
    ),
  },
  location: {
    part: 'location',
    companions: { session: 'sesión por reanudar', cart: 'carrito con producto' },
    readOnly: true,
    wide: true,
    title: 'Pantalla /confirmar-ubicacion (sólo muestra: se mueve con los botones de arriba)',
    render: () => <ConfirmLocationPage />,
  },
  session: { part: 'session', companions: {}, title: 'Pantalla /login', render: () => <LoginPage /> },
};

/** The storefront parts that have a machine in the registry of the same name, and so can be companions. */
const COMPANION_IDS: Partial<Record<Part, string>> = {
  cart: 'cart',
  location: 'location',
  session: 'session',
  catalogue: 'catalogue',
  boot: 'boot',
};

const companionRuns = new Map<string, Promise<ExplorerRun>>();

/** A companion part: its machine started at a sample input, one per part and input for the whole page. */
function companion(part: Part, input: Companion): Promise<ExplorerRun> {
  const key = `${part}|${JSON.stringify(input)}`;
  let run = companionRuns.get(key);
  if (!run) {
    const entry = machines.find((m) => m.id === COMPANION_IDS[part]);
    if (!entry) throw new Error(`no hay máquina para «${part}»`);
    run = samplesOf(entry.id).then((samples) =>
      replay(
        entry,
        samples,
        typeof input === 'object' ? input : { input: input === true ? inputNames(samples)[0]! : input, steps: [] },
      ),
    );
    companionRuns.set(key, run);
  }
  return run;
}

/** Refs with the explored part and the companions: a screen reading another part fails naming it (caught below). */
function refsWith(parts: Partial<Record<Part, AnyActorRef>>): StorefrontRefs {
  return new Proxy(parts as unknown as StorefrontRefs, {
    get(target, key) {
      if (key in target) return (target as unknown as Record<string | symbol, unknown>)[key];
      throw new Error(`esta pantalla también lee «${String(key)}», que el explorador no tiene`);
    },
  });
}

/** The actor for reading only: what the page sends is dropped (it binds methods so the actor's own fields resolve). */
function readOnlyView(actor: AnyActorRef): AnyActorRef {
  return new Proxy(actor, {
    get(target, key) {
      if (key === 'send') return () => undefined;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

class ScreenBoundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.error ? <p className="problem">No se pudo dibujar la pantalla: {this.state.error}</p> : this.props.children;
  }
}

export const hasScreen = (machineId: string): boolean => machineId in SCREENS;
export const hasWideScreen = (machineId: string): boolean => SCREENS[machineId]?.wide === true;

/** The parts the screen of a machine reads: the companions, then the explored actor in its part. */
function useParts(screen: Screen | undefined, actor: AnyActorRef): StorefrontRefs | null {
  // The companions are kept with the screen they were loaded for: after a switch, the old ones are not used.
  const [loaded, setLoaded] = useState<{ screen: Screen; parts: Partial<Record<Part, AnyActorRef>> } | null>(null);
  useEffect(() => {
    if (!screen) return;
    let live = true;
    const wanted = Object.entries(screen.companions) as Array<[Part, Companion]>;
    void Promise.all(wanted.map(async ([part, input]) => [part, (await companion(part, input)).actor] as const)).then((pairs) => {
      if (live) setLoaded({ screen, parts: Object.fromEntries(pairs) });
    });
    return () => {
      live = false;
    };
  }, [screen]);
  const companions = loaded && loaded.screen === screen ? loaded.parts : null;
  // One object per walk: the pages' hooks depend on the refs, so a new one each render would resubscribe them.
  return useMemo(() => {
    if (!screen || !companions) return null;
    return refsWith(screen.part ? { ...companions, [screen.part]: screen.readOnly ? readOnlyView(actor) : actor } : companions);
  }, [screen, companions, actor]);
}

export function LiveScreen({ machineId, run }: { machineId: string; run: ExplorerRun }) {
  const screen = SCREENS[machineId];
  const parts = useParts(screen, run.actor);
  if (!screen) return null;
  return (
    <section aria-labelledby="pantalla" className="panel screen">
      <h2 id="pantalla">{screen.title}, en vivo</h2>
      <div className="screen-frame" data-testid="pantalla">
        {parts ? (
          <ScreenBoundary key={run.actor.sessionId}>
            <StorefrontProvider refs={parts}>
              <Suspense fallback={<p>Cargando la pantalla…</p>}>{screen.render(run.actor)}</Suspense>
            </StorefrontProvider>
          </ScreenBoundary>
        ) : (
          <p>Cargando la pantalla…</p>
        )}
      </div>
    </section>
  );
}
