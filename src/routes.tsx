import { Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { PATHS, pageOf } from '../machines/paths';
import { lazyPage } from './app/lazyPage';
import HomePage, { HomeContent } from './pages/HomePage';
import { Spinner } from './ui/Spinner';
import * as styles from './routes.css';

/** Spec §2 routes (name: path). Every screen but the home page is its own chunk. */
const ProductsPage = lazyPage(() => import('./pages/ProductsPage'));
const ProductPage = lazyPage(() => import('./pages/ProductPage'));
const CartPage = lazyPage(() => import('./pages/CartPage'));
const ConfirmOrderPage = lazyPage(() => import('./pages/ConfirmOrderPage'));
const ConfirmLocationPage = lazyPage(() => import('./pages/ConfirmLocationPage'));
const OrderResultPage = lazyPage(() => import('./pages/OrderResultPage'));
const PaymentResultPage = lazyPage(() => import('./pages/PaymentResultPage'));
const LoginPage = lazyPage(() => import('./pages/LoginPage'));
const CallbackPage = lazyPage(() => import('./pages/CallbackPage'));
const RegisterPage = lazyPage(() => import('./pages/RegisterPage'));
const PasswordRecoveryPage = lazyPage(() => import('./pages/PasswordRecoveryPage'));
const AccountPage = lazyPage(() => import('./pages/AccountPage'));
const MaintenancePage = lazyPage(() => import('./pages/MaintenancePage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const PlaceholderPage = lazyPage(() => import('./pages/PlaceholderPage'));
const FavouritesPage = lazyPage(() => import('./pages/FavouritesPage'));
const SubscriptionsPage = lazyPage(() => import('./pages/SubscriptionsPage'));
const RecommendedPage = lazyPage(() => import('./pages/RecommendedPage'));
const PreferencesPage = lazyPage(() => import('./pages/PreferencesPage'));
const OrdersPage = lazyPage(() => import('./pages/OrdersPage'));
const TrackOrdersPage = lazyPage(() => import('./pages/TrackOrdersPage'));
const OrderDetailPage = lazyPage(() => import('./pages/OrderDetailPage'));
const RateOrderPage = lazyPage(() => import('./pages/RateOrderPage'));

/** Screens of §2 that later issues build; until then an honest placeholder. */
const placeholders: readonly (readonly [path: string, title: string])[] = [
];

/** The screen of a server-rendered path (machines/paths pageOf), loaded before rendering and hydrating it. */
export function preloadPage(path: string): Promise<void> {
  switch (pageOf(path).kind) {
    case 'products':
    case 'category':
      return ProductsPage.preload();
    case 'product':
      return ProductPage.preload();
    case 'notFound':
      return NotFoundPage.preload();
    default:
      return Promise.resolve();
  }
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
  return pages.reduce<Promise<void>>((previous, page) => previous.then(() => page.preload().catch(() => undefined)), Promise.resolve());
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

export function Routes({ onMounted }: { onMounted?: () => void }) {
  return (
    <Suspense
      fallback={
        <div className={styles.pending}>
          <Spinner />
        </div>
      }
    >
      <MountSignal onMounted={onMounted} />
      <Switch>
        <Route path={PATHS.index} component={HomePage} />
        <Route path={PATHS.productos} component={ProductsPage} />
        <Route path={`${PATHS.productos}/:categoria`} component={ProductsPage} />
        <Route path={`${PATHS.productos}/:categoria/:producto`} component={ProductPage} />
        <Route path={PATHS.carrito} component={CartPage} />
        <Route path={PATHS.confirmaPedido} component={ConfirmOrderPage} />
        <Route path={PATHS.confirmarUbicacion} component={ConfirmLocationPage} />
        <Route path={`${PATHS.resultadoEnviarPedido}/:id?`} component={OrderResultPage} />
        <Route path={`${PATHS.resultadoEnviar}/:pedido?`} component={PaymentResultPage} />
        <Route path={PATHS.login} component={LoginPage} />
        <Route path={PATHS.callback} component={CallbackPage} />
        <Route path={PATHS.registro} component={RegisterPage} />
        <Route path={PATHS.recuperarContrasena} component={PasswordRecoveryPage} />
        <Route path={PATHS.miCuenta} component={AccountPage} />
        <Route path={PATHS.mantenimiento} component={MaintenancePage} />
        <Route path={PATHS.misFavoritos} component={FavouritesPage} />
        <Route path={PATHS.misSuscripciones} component={SubscriptionsPage} />
        <Route path={PATHS.recomendados} component={RecommendedPage} />
        <Route path={PATHS.preferencias} component={PreferencesPage} />
        <Route path={PATHS.misPedidos} component={OrdersPage} />
        <Route path={PATHS.seguirPedidos} component={TrackOrdersPage} />
        <Route path={PATHS.detallePedido} component={OrderDetailPage} />
        <Route path={PATHS.calificarPedido} component={RateOrderPage} />
        {placeholders.map(([path, title]) => (
          <Route key={path} path={path}>
            <PlaceholderPage key={path} title={title} />
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
