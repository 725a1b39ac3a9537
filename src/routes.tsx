import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { selectHasDeliveryTime } from '../machines/location';
import {
  ROUTE_NAMES,
  ROUTES,
  routeGuard,
  routeOf,
  serverRenderedPage,
  type RouteGuard,
  type RouteName,
} from '../machines/routes';
import { isAdmitted } from '../machines/rules/routeGuards';
import { selectIsAdmin, selectIsLoggedIn } from '../machines/session';
import { useLocationState, useSession } from './app/hooks';
import { lazyPage } from './app/lazyPage';
import HomePage, { HomeContent } from './pages/HomePage';
import { Spinner } from './ui/Spinner';
import * as styles from './routes.css';

/** Every screen but the home page is its own chunk. */
const ProductsPage = lazyPage(() => import('./pages/ProductsPage'));
const ProductPage = lazyPage(() => import('./pages/ProductPage'));
const CartPage = lazyPage(() => import('./features/cart/CartPage'));
const ConfirmOrderPage = lazyPage(() => import('./features/checkout/ConfirmOrderPage'));
const ConfirmLocationPage = lazyPage(() => import('./features/location/ConfirmLocationPage'));
const LoginPage = lazyPage(() => import('./features/account/LoginPage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));

/**
 * The page of each route of the route table (machines/routes.ts), the only list of routes in src/:
 * a route without its page here is a type error.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- wouter hands each page its own params
const PAGES: Record<RouteName, ComponentType<any> & { preload?: () => Promise<void> }> = {
  index: HomePage,
  productos: ProductsPage,
  categoria: ProductsPage,
  producto: ProductPage,
  carrito: CartPage,
  confirmaPedido: ConfirmOrderPage,
  confirmarUbicacion: ConfirmLocationPage,
  resultadoEnviarPedido: lazyPage(() => import('./features/checkout/OrderResultPage')),
  resultadoEnviar: lazyPage(() => import('./features/checkout/PaymentResultPage')),
  login: LoginPage,
  callback: lazyPage(() => import('./features/account/CallbackPage')),
  registro: lazyPage(() => import('./features/account/RegisterPage')),
  recuperarContrasena: lazyPage(() => import('./features/account/PasswordRecoveryPage')),
  miCuenta: lazyPage(() => import('./features/account/AccountPage')),
  mantenimiento: lazyPage(() => import('./pages/MaintenancePage')),
  misFavoritos: lazyPage(() => import('./features/favourites/FavouritesPage')),
  misSuscripciones: lazyPage(() => import('./features/subscriptions/SubscriptionsPage')),
  recomendados: lazyPage(() => import('./pages/RecommendedPage')),
  preferencias: lazyPage(() => import('./features/account/PreferencesPage')),
  misPedidos: lazyPage(() => import('./features/orders/OrdersPage')),
  seguirPedidos: lazyPage(() => import('./features/orders/TrackOrdersPage')),
  detallePedido: lazyPage(() => import('./features/orders/OrderDetailPage')),
  calificarPedido: lazyPage(() => import('./features/orders/RateOrderPage')),
};

/** The screen of a server-rendered path (or the 404 page), loaded before rendering and hydrating it. */
export function preloadPage(path: string): Promise<void> {
  const route = routeOf(path);
  const page = route ? PAGES[route.name] : NotFoundPage;
  return route && !serverRenderedPage(route.name) ? Promise.resolve() : (page.preload?.() ?? Promise.resolve());
}

/**
 * The screens of the order path (and the login it may ask for), downloaded while the browser is idle
 * after the start: the customer can still go on with the order when the connection drops. Failures
 * are silent: a screen not prefetched loads (or says 'Sin conexión') when opened.
 */
export function prefetchOrderPathPages(): Promise<void> {
  // The home page's content too (kept as the server's HTML on a first visit to /): back to the menu offline.
  const pages = [ProductsPage, ProductPage, CartPage, LoginPage, ConfirmLocationPage, ConfirmOrderPage, HomeContent];
  // One after the other: each download and evaluation is a short task of its own.
  return pages.reduce<Promise<void>>(
    (previous, page) => previous.then(() => page.preload().catch(() => undefined)),
    Promise.resolve(),
  );
}

/**
 * Runs `onMounted` when the route's content has committed. React hydrates a Suspense boundary
 * after the rest of the page, so a server-rendered page starts its storefront from here: a state
 * change before this boundary hydrated would not match the server's markup.
 */
function MountSignal({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return null;
}

function Pending() {
  return (
    <div className={styles.pending}>
      <Spinner />
    </div>
  );
}

/**
 * A guarded page is drawn only for an audience its guard admits (rules/routeGuards): anyone else
 * is being redirected by the boot machine, or their remembered session is still resuming, so the
 * page never starts its loads without the session it needs.
 */
function Guarded({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const isLoggedIn = useSession(selectIsLoggedIn);
  const isAdmin = useSession(selectIsAdmin);
  const hasDeliveryTime = useLocationState(selectHasDeliveryTime);
  return isAdmitted(guard, { isLoggedIn, isAdmin, hasDeliveryTime }) ? children : <Pending />;
}

function routeElement(name: RouteName) {
  const Page = PAGES[name];
  const guard = routeGuard(name);
  if (guard === undefined) return <Route key={name} path={ROUTES[name].path} component={Page} />;
  return (
    <Route key={name} path={ROUTES[name].path}>
      {(params) => (
        <Guarded guard={guard}>
          <Page params={params} />
        </Guarded>
      )}
    </Route>
  );
}

export function Routes({ onMounted }: { onMounted?: () => void }) {
  return (
    <Suspense fallback={<Pending />}>
      <MountSignal onMounted={onMounted} />
      <Switch>
        {ROUTE_NAMES.map(routeElement)}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
