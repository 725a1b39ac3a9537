// Dev gallery only (never shipped): its useState is sample props for the components, not app state.
/**
 * Dev-only gallery: every presentational component with sample props (served by gallery.html,
 * never shipped). `?section=home|header|search|cart|controls|forms|views|overlays|radix` shows one
 * section; `?open=menu|modal|tooltip|popup` opens a Radix piece on load.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { messages } from '../../machines/messages';
import { menuTexts } from '../../machines/screenTexts/menu';
import { cartViewTexts } from '../../machines/screenTexts/cartViews';
import { orderMessages } from '../../machines/screenTexts/order';
import { homeAndFooter } from '../../machines/screenTexts/homeAndFooter';
import { container } from '../styles/utilities.css';
import { AddressForm } from '../features/addresses/AddressForm';
import { Badge } from './Badge';
import { Button, ButtonLink } from './Button';
import { CartDropdown } from '../features/cart/CartDropdown';
import { CartLineRow } from '../features/cart/CartLineRow';
import { CartSummary } from '../features/cart/CartSummary';
import { CategoryNav } from './CategoryNav';
import { ConfirmOrderForm } from '../features/checkout/ConfirmOrderForm';
import { CookieBanner } from './CookieBanner';
import { ErrorView } from './ErrorView';
import { Footer } from './Footer';
import * as styles from './Gallery.css';
import { sampleCards, sampleCategories, sampleLines, sampleSearchGroups, sampleTotals } from './gallery-fixtures';
import { Header } from './Header';
import { Hero } from './Hero';
import { Icon } from './Icon';
import { LoadingOverlay } from './LoadingOverlay';
import { LoginForm } from '../features/account/LoginForm';
import { MaintenanceView } from './MaintenanceView';
import { OfflineBadge } from './OfflineBadge';
import { OrderResultView } from '../features/checkout/OrderResultView';
import { PriceChangeNotice } from '../features/cart/PriceChangeNotice';
import { ProductGrid } from './ProductGrid';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SearchBox } from '../features/search/SearchBox';
import { SelectField } from './SelectField';
import { Spinner } from './Spinner';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import { Toasts } from './Toasts';
import type { SideMenuLink } from './SideMenu';
import { errorPageTexts } from '../../machines/screenTexts/errorPage';
import { formTexts } from '../../machines/screenTexts/forms';

// Radix pieces load lazily, as the shell will load them.
const SideMenu = lazy(() => import('./SideMenu'));
const Modal = lazy(() => import('./Modal'));
const CityTooltip = lazy(() => import('../features/location/CityTooltip'));

const params = new URLSearchParams(window.location.search);
const only = params.get('section');
const initiallyOpen = params.get('open');

const noop = () => {};

const menuLinks: SideMenuLink[] = [
  { label: menuTexts.myAccount, href: '/mi-cuenta', icon: 'user' },
  { label: menuTexts.products, href: '/productos', icon: 'store' },
  { label: menuTexts.myCart, href: '/carrito', icon: 'cart' },
  { label: menuTexts.recommended, href: '/recomendados', icon: 'star' },
  { label: menuTexts.myAddresses, href: '/confirmar-ubicacion', icon: 'pin' },
  { label: menuTexts.trackOrders, href: '/seguir-pedidos', icon: 'moto' },
  { label: menuTexts.myOrders, href: '/mis-pedidos', icon: 'receipt' },
  { label: menuTexts.myFavourites, href: '/mis-favoritos', icon: 'heart' },
  { label: menuTexts.mySubscriptions, href: '/mis-suscripciones', icon: 'repeat' },
  { label: menuTexts.preferences, href: '/preferencias', icon: 'settings' },
  { label: menuTexts.contactUs, href: 'https://example.com/contacto', external: true, icon: 'mail' },
  { label: menuTexts.onlineHelp, href: 'https://wa.me/5716017425000', external: true, icon: 'chat' },
  { label: menuTexts.instagram, href: 'https://instagram.com', external: true, icon: 'instagram' },
];

const footerProps = {
  year: new Date().getFullYear(),
  quickLinks: [
    { label: menuTexts.products, href: '/productos' },
    { label: menuTexts.myCart, href: '/carrito' },
    { label: menuTexts.trackOrders, href: '/seguir-pedidos' },
    { label: menuTexts.myAccount, href: '/mi-cuenta' },
  ],
  restaurantsHref: '/restaurantes',
  contactHref: '/contacto',
  privacyHref: '/politica-de-privacidad',
  socialLinks: [
    { network: 'instagram', label: 'Instagram', href: 'https://instagram.com' },
    { network: 'facebook', label: 'Facebook', href: 'https://facebook.com' },
    { network: 'tiktok', label: 'TikTok', href: 'https://tiktok.com' },
    { network: 'youtube', label: 'YouTube', href: 'https://youtube.com' },
  ],
} as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  if (only && only !== id) return null;
  return (
    <section id={id} className={styles.section}>
      <div className={container}>
        <h2 className={styles.sectionTitle}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

function Demo({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.stack}>
      <p className={styles.label}>{label}</p>
      {children}
    </div>
  );
}

export function Gallery() {
  const [search, setSearch] = useState('pollo');
  const [menuOpen, setMenuOpen] = useState(initiallyOpen === 'menu');
  const [modalOpen, setModalOpen] = useState(initiallyOpen === 'modal');
  const [popupOpen, setPopupOpen] = useState(initiallyOpen === 'popup');
  const [tooltipOpen, setTooltipOpen] = useState(initiallyOpen === 'tooltip');
  const [lines, setLines] = useState(sampleLines);
  const [toasts, setToasts] = useState([
    {
      id: 1,
      level: 'success' as const,
      message: messages.cart.added('Medio pollo asado', 1),
      action: { label: messages.cart.viewCart, to: '/carrito' },
    },
    { id: 2, level: 'warning' as const, message: messages.cookies.mustAccept },
    { id: 3, level: 'error' as const, message: messages.cart.zeroTotal },
  ]);

  const bump = (id: string, step: number) =>
    setLines((current) =>
      current.map((line) =>
        line.id === id ? { ...line, quantity: Math.max(1, line.quantity + step), canDecrease: line.quantity + step > 1 } : line,
      ),
    );
  const remove = (id: string) => setLines((current) => current.filter((line) => line.id !== id));

  const header = (props: Partial<Parameters<typeof Header>[0]> = {}) => (
    <Header
      city="Bogotá"
      address="Cra. 7 # 45-10"
      onLocationClick={noop}
      firstName="Camila"
      onAccountClick={noop}
      cartCount={sampleTotals.badgeCount}
      onCartClick={noop}
      onMenuClick={() => setMenuOpen(true)}
      menuOpen={menuOpen}
      search={<SearchBox value="" onChange={noop} onSubmit={noop} open={false} groups={[]} />}
      renderLocation={(chip) =>
        tooltipOpen ? (
          <Suspense fallback={chip}>
            <CityTooltip open city="Bogotá" onKeep={() => setTooltipOpen(false)} onChange={() => setTooltipOpen(false)}>
              {chip}
            </CityTooltip>
          </Suspense>
        ) : (
          chip
        )
      }
      {...props}
    />
  );

  return (
    <div className={styles.page}>
      {!only ? (
        <nav className={styles.toc} aria-label="Secciones de la galería">
          {['home', 'header', 'search', 'cart', 'controls', 'forms', 'views', 'overlays', 'radix'].map((id) => (
            <a key={id} href={`?section=${id}`}>
              {id}
            </a>
          ))}
        </nav>
      ) : null}

      <Section id="home" title="Inicio (composición)">
        <div>
          {header()}
          <Hero eyebrow="Domicilios en Bogotá" />
          <main className={container}>
            <div className={styles.catalogue}>
              <CategoryNav categories={sampleCategories} activeId="todos" />
              <div>
                <div className={styles.pageHeading}>
                  <h2 className={styles.pageTitle}>Nuestro menú</h2>
                  <p className={styles.muted}>{cartViewTexts.itemCount(sampleCards.length)}</p>
                </div>
                <ProductGrid products={sampleCards} onAdd={noop} addingIds={['P1201']} />
              </div>
            </div>
          </main>
          <Footer {...footerProps} />
        </div>
      </Section>

      <Section id="header" title="Header">
        <Demo label="Invitado, sin ciudad, carrito vacío">
          {header({ firstName: null, city: null, address: null, cartCount: 0 })}
        </Demo>
        <Demo label="Con sesión, vista previa del carrito abierta (solo escritorio)">
          <div className={`${styles.frame} ${styles.tall}`}>
            {header({
              cartPreviewOpen: true,
              cartPreview: (
                <CartDropdown
                  lines={lines.slice(0, 3)}
                  itemCount={sampleTotals.badgeCount}
                  total={sampleTotals.total}
                  onIncrease={(id) => bump(id, 1)}
                  onDecrease={(id) => bump(id, -1)}
                  onRemove={remove}
                  onCheckout={noop}
                />
              ),
            })}
          </div>
        </Demo>
        <Demo label="Condensado (móvil, al hacer scroll)">{header({ condensed: true })}</Demo>
      </Section>

      <Section id="search" title="SearchBox">
        <div className={container}>
          <div className={styles.row} style={{ alignItems: 'flex-start' }}>
            <div className={styles.searchDemo} style={{ flex: '1 1 320px' }}>
              <Demo label="Con resultados">
                <SearchBox value={search} onChange={setSearch} onSubmit={noop} open groups={sampleSearchGroups} />
              </Demo>
            </div>
            <div className={styles.searchDemo} style={{ flex: '1 1 320px', minHeight: '160px' }}>
              <Demo label="Sin resultados">
                <SearchBox value="hamburguesa" onChange={noop} onSubmit={noop} open groups={[]} />
              </Demo>
            </div>
          </div>
        </div>
      </Section>

      <Section id="cart" title="Carrito">
        <div className={container}>
          <div className={styles.twoCols}>
            <Demo label="CartLineRow (página del carrito)">
              <div className={styles.cartCard}>
                <ul className={styles.cartList} role="list">
                  {lines.map((line) => (
                    <CartLineRow
                      key={line.id}
                      line={line}
                      onIncrease={(id) => bump(id, 1)}
                      onDecrease={(id) => bump(id, -1)}
                      onRemove={remove}
                    />
                  ))}
                </ul>
              </div>
            </Demo>
            <Demo label="CartSummary">
              <CartSummary
                subtotal={sampleTotals.subtotal}
                vat={sampleTotals.iva}
                savings={sampleTotals.ahorro}
                total={sampleTotals.total}
                onCheckout={noop}
              />
            </Demo>
          </div>
          <Demo label="PriceChangeNotice (carrito y confirma-pedido)">
            <PriceChangeNotice
              changes={[
                { producto_id: 'P0901', nombre: 'Combo personal broaster', before: 21_900, now: 23_700 },
                { producto_id: 'P0102', nombre: 'Medio pollo asado', before: 26_900, now: 29_100 },
              ]}
              onAcknowledge={noop}
            />
          </Demo>
          <div className={styles.row} style={{ alignItems: 'flex-start', marginTop: '2rem' }}>
            <Demo label="CartDropdown">
              <CartDropdown
                lines={lines}
                itemCount={sampleTotals.badgeCount}
                total={sampleTotals.total}
                onIncrease={(id) => bump(id, 1)}
                onDecrease={(id) => bump(id, -1)}
                onRemove={remove}
                onCheckout={noop}
              />
            </Demo>
            <Demo label="Vacío">
              <CartDropdown
                lines={[]}
                itemCount={0}
                total={0}
                onIncrease={noop}
                onDecrease={noop}
                onRemove={noop}
                onCheckout={noop}
              />
            </Demo>
            <Demo label="Cargando">
              <CartDropdown
                lines={lines.slice(0, 2)}
                itemCount={2}
                total={sampleTotals.total}
                loading
                onIncrease={noop}
                onDecrease={noop}
                onRemove={noop}
                onCheckout={noop}
              />
            </Demo>
          </div>
        </div>
      </Section>

      <Section id="controls" title="Controles">
        <div className={container}>
          <div className={styles.stack}>
            <Demo label="Button">
              <div className={styles.row}>
                <Button>{cartViewTexts.checkout}</Button>
                <Button variant="accent">{messages.location.keep}</Button>
                <Button variant="secondary">{messages.location.change}</Button>
                <Button variant="ghost">{errorPageTexts.back}</Button>
                <Button busy>{cartViewTexts.add}</Button>
                <Button disabled>{cartViewTexts.add}</Button>
                <Button size="sm" iconStart={<Icon name="plus" size={16} />}>
                  {cartViewTexts.add}
                </Button>
                <Button size="lg">{formTexts.pay}</Button>
                <Button iconOnly aria-label={messages.ui.close} variant="secondary">
                  <Icon name="close" />
                </Button>
                <ButtonLink href="/productos" variant="secondary">
                  {homeAndFooter.hero.cta}
                </ButtonLink>
              </div>
            </Demo>
            <Demo label="Badge y Spinner">
              <div className={styles.row}>
                <Badge>−15 %</Badge>
                <Badge tone="accent">3×2</Badge>
                <Badge tone="success">{cartViewTexts.offerExtras(1)}</Badge>
                <Badge tone="neutral">Libra</Badge>
                <Badge tone="dark" size="md">
                  Nuevo
                </Badge>
                <Spinner size="sm" />
                <Spinner />
                <Spinner size="lg" />
              </div>
            </Demo>
            <Demo label="Campos">
              <div className={styles.twoCols}>
                <div className={styles.stack}>
                  <TextField
                    label={formTexts.username}
                    placeholder="camila@correo.com"
                    hint="El correo con el que te registraste."
                  />
                  <TextField label={formTexts.phone} defaultValue="12" error={orderMessages.phoneMissing} />
                  <SelectField
                    label={formTexts.city}
                    options={['Bogotá', 'Medellín', 'Cali'].map((c) => ({ value: c, label: c }))}
                    placeholder={formTexts.chooseOption}
                    defaultValue=""
                  />
                </div>
                <TextAreaField
                  label={formTexts.observation}
                  optional
                  maxLength={80}
                  showCount
                  defaultValue="Sin cebolla, por favor. Timbre dañado: llamar al llegar."
                />
              </div>
            </Demo>
          </div>
        </div>
      </Section>

      <Section id="forms" title="Formularios">
        <div className={container}>
          <div className={styles.stack}>
            <Demo label="LoginForm (con error)">
              <LoginForm
                onSubmit={noop}
                error={messages.session.invalidCredentials}
                defaultUsername="camila@correo.com"
                subtitle={formTexts.loginSubtitle}
                onSocialLogin={noop}
              />
            </Demo>
            <Demo label="AddressForm">
              <AddressForm
                cities={['Bogotá', 'Medellín', 'Cali', 'Barranquilla']}
                defaultValues={{ ciudad: 'Bogotá', direccion: 'Cra. 7 # 45-10', barrio: 'Chapinero' }}
                timeOptions={['12:00', '12:30', '13:00', '13:30'].map((t) => ({ value: t, label: t }))}
                minDate="2026-06-14"
                onSubmit={noop}
                fieldErrors={{ horaEntrega: orderMessages.deliveryTimeMissing }}
              />
            </Demo>
            <Demo label="ConfirmOrderForm">
              <ConfirmOrderForm
                delivery={{
                  pickup: false,
                  city: 'Bogotá',
                  address: 'Cra. 7 # 45-10, Chapinero',
                  date: 'sábado 14 de junio',
                  time: '12:30',
                }}
                defaultValues={{ recipientName: 'Camila Rodríguez', cellPhone: '300 123 4567' }}
                summary={{
                  lines: lines.map((line) => ({
                    id: line.id,
                    name: line.name,
                    quantity: line.quantity,
                    total: line.lineTotal,
                    unitLabel: line.unitLabel,
                  })),
                  subtotal: sampleTotals.subtotal,
                  vat: sampleTotals.iva,
                  deliveryFee: 5_900,
                  savings: sampleTotals.ahorro,
                  total: sampleTotals.total + 5_900,
                }}
                onSubmit={noop}
                error={orderMessages.phoneMissing}
                fieldErrors={{ phone: orderMessages.phoneMissing }}
              />
            </Demo>
          </div>
        </div>
      </Section>

      <Section id="views" title="Vistas de página">
        <ErrorView status={503} onBack={noop} />
        <ErrorView status={429} secondsLeft={7} />
        <ErrorView status={404} />
        <ErrorView status={400} onBack={noop} />
        <MaintenanceView onRetry={noop} />
        <OrderResultView outcome="success" orderNumber="4500128734" statusText="Aprobado" ordersHref="/mis-pedidos" />
        <OrderResultView outcome="pending" orderNumber="4500128735" statusText="Pendiente" />
        <OrderResultView outcome="failed" statusText="Rechazado" />
      </Section>

      <Section id="overlays" title="Capas fijas (dentro de marcos)">
        <div className={container}>
          <div className={styles.stack}>
            <Demo label="CookieBanner">
              <div className={styles.frame}>
                <CookieBanner visible onAccept={noop} privacyHref="/politica-de-privacidad" />
              </div>
            </Demo>
            <Demo label="Toasts, OfflineBadge y ScrollToTopButton">
              <div className={`${styles.frame} ${styles.tall}`}>
                <Toasts toasts={toasts} onDismiss={(id) => setToasts((current) => current.filter((t) => t.id !== id))} />
                <ScrollToTopButton visible onClick={noop} />
              </div>
              <div className={styles.frame} style={{ minHeight: '120px' }}>
                <OfflineBadge visible />
              </div>
            </Demo>
            <Demo label="LoadingOverlay">
              <div className={styles.frame}>
                <LoadingOverlay visible />
              </div>
            </Demo>
          </div>
        </div>
      </Section>

      <Section id="radix" title="Radix (carga diferida)">
        <div className={container}>
          <div className={styles.row}>
            <Button onClick={() => setMenuOpen(true)}>SideMenu</Button>
            <Button variant="secondary" onClick={() => setModalOpen(true)}>
              Modal
            </Button>
            <Button variant="secondary" onClick={() => setPopupOpen(true)}>
              Popup de registro
            </Button>
            <Button variant="accent" onClick={() => setTooltipOpen(true)}>
              CityTooltip
            </Button>
          </div>
        </div>
        {header()}
      </Section>

      <Suspense fallback={null}>
        {menuOpen ? (
          <SideMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            displayName="Camila Rodríguez"
            links={menuLinks}
            currentPath="/productos"
            onLogout={noop}
          />
        ) : null}
        {modalOpen ? (
          <Modal
            open={modalOpen}
            onOpenChange={setModalOpen}
            tone="warning"
            title={messages.location.changeAddress}
            description={messages.location.cannotChangeWithCart}
            actions={
              <>
                <Button variant="secondary" onClick={() => setModalOpen(false)}>
                  {cartViewTexts.viewCart}
                </Button>
                <Button onClick={() => setModalOpen(false)}>{messages.location.keep}</Button>
              </>
            }
          />
        ) : null}
        {popupOpen ? (
          <Modal open={popupOpen} onOpenChange={setPopupOpen} title="Regístrate y recibe tu cupón" hideTitle flush size="md">
            <a href="/registro?accion=n&hc=s">
              <img src="/img/popup-registro.svg" alt="Regístrate y recibe un cupón de bienvenida" width={600} height={400} />
            </a>
          </Modal>
        ) : null}
      </Suspense>
    </div>
  );
}
