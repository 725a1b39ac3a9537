import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';
import { StorefrontProvider, type StorefrontRefs } from '../app/storefrontRefs';
import type { ExplorerRun } from './run';

/**
 * The real screen of a machine, rendered live from the explorer's actor: the app's provider of the
 * storefront's actors (src/app/storefrontRefs.ts) is given the explorer's actor in the machine's
 * place, so the page reads it through its usual hooks and selectors, and its buttons send to it.
 * Only the cart for now: the other screens (checkout, location, coupon, store choice) create their
 * own actor inside their hooks (src/app/coupon.ts useActorRef…) and cannot be handed one yet.
 */
const CartPage = lazy(() => import('../pages/CartPage'));

const SCREENS: Record<string, { part: keyof StorefrontRefs; title: string; render: () => ReactNode }> = {
  cart: { part: 'cart', title: 'Pantalla /carrito', render: () => <CartPage /> },
};

/** Refs with only the explored part: a screen reading another part fails naming it (caught below). */
function refsWith(part: keyof StorefrontRefs, actor: AnyActorRef): StorefrontRefs {
  return new Proxy({ [part]: actor } as unknown as StorefrontRefs, {
    get(target, key) {
      if (key in target) return (target as unknown as Record<string | symbol, unknown>)[key];
      throw new Error(`esta pantalla también lee «${String(key)}», que el explorador no tiene`);
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

export function LiveScreen({ machineId, run }: { machineId: string; run: ExplorerRun }) {
  const screen = SCREENS[machineId];
  if (!screen) return null;
  return (
    <section aria-labelledby="pantalla" className="panel screen">
      <h2 id="pantalla">{screen.title}, en vivo</h2>
      <div className="screen-frame" data-testid="pantalla">
        <ScreenBoundary key={run.actor.sessionId}>
          <StorefrontProvider refs={refsWith(screen.part, run.actor)}>
            <Suspense fallback={<p>Cargando la pantalla…</p>}>{screen.render()}</Suspense>
          </StorefrontProvider>
        </ScreenBoundary>
      </div>
    </section>
  );
}
