import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { lazyPage } from './app/lazyPage';
import HomePage from './pages/HomePage';
import { Spinner } from './ui';
import * as styles from './routes.css';

/** Spec §2 routes (name: path). Every screen but the home page is its own chunk. */
const ProductsPage = lazyPage(() => import('./pages/ProductsPage'));
const ProductPage = lazyPage(() => import('./pages/ProductPage'));
const CartPage = lazyPage(() => import('./pages/CartPage'));
const ConfirmOrderPage = lazyPage(() => import('./pages/ConfirmOrderPage'));
const ConfirmLocationPage = lazyPage(() => import('./pages/ConfirmLocationPage'));
const OrderResultPage = lazyPage(() => import('./pages/OrderResultPage'));
const LoginPage = lazyPage(() => import('./pages/LoginPage'));
const MaintenancePage = lazyPage(() => import('./pages/MaintenancePage'));
const NotFoundPage = lazyPage(() => import('./pages/NotFoundPage'));
const PlaceholderPage = lazyPage(() => import('./pages/PlaceholderPage'));

/** Screens of §2 that later issues build; until then an honest placeholder. */
const placeholders: readonly (readonly [path: string, title: string])[] = [
  ['/calificar-pedido', 'Calificar pedido'],
  ['/detalle-pedido', 'Detalle del pedido'],
  ['/callback', 'Ingresando…'],
  ['/registro', 'Crear cuenta'],
  ['/recuperar-contrasena', 'Recuperar contraseña'],
  ['/mi-cuenta', 'Mi cuenta'],
  ['/mis-favoritos', 'Mis favoritos'],
  ['/mis-pedidos', 'Mis pedidos'],
  ['/mis-suscripciones', 'Mis suscripciones'],
  ['/seguir-pedidos', 'Seguir tus pedidos'],
  ['/recomendados', 'Recomendados'],
  ['/preferencias', 'Preferencias'],
];

export function Routes() {
  return (
    <Suspense
      fallback={
        <div className={styles.pending}>
          <Spinner />
        </div>
      }
    >
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/productos" component={ProductsPage} />
        <Route path="/productos/:categoria" component={ProductsPage} />
        <Route path="/productos/:categoria/:producto" component={ProductPage} />
        <Route path="/carrito" component={CartPage} />
        <Route path="/confirma-pedido" component={ConfirmOrderPage} />
        <Route path="/confirmar-ubicacion" component={ConfirmLocationPage} />
        <Route path="/resultado-enviar-pedido/:id?" component={OrderResultPage} />
        <Route path="/resultado-enviar/:pedido?" component={OrderResultPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/mantenimiento" component={MaintenancePage} />
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
