import { useActorRef } from '@xstate/react';
import { Component, Suspense, lazy, useEffect, useEffectEvent, useMemo, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { COOKIES } from '../../machines/constants';
import { selectHasAcceptedCookies } from '../../machines/boot';
import { selectHasDeliveryTime } from '../../machines/location';
import { messages } from '../../machines/messages';
import { selectIsLocationDialogOpen, selectIsMenuOpen, selectIsPromotionStarted, shellMachine } from '../../machines/shell';
// Only the selectors (they import types alone): the error page's machine comes with its first failure.
import { selectCanGoBack, selectErrorStatus, selectSecondsLeft } from '../../machines/errorPage/selectors';
import { selectIdleWarning, selectIsAdmin, selectIsGuest, selectIsLoggedIn, selectIsResuming } from '../../machines/session';
import { currentErrorPage, reportCrash, useErrorPage } from '../app/errorPageLoader';
import { useBoot, useBootEvents, useLocationState, useSession, useSessionEvents } from '../app/hooks';
import { clientRefs } from '../app/storefront';
import { useRefs } from '../app/storefrontRefs';
import { useActorView } from '../app/useActorView';
import { dismiss, useNotices } from '../app/notifications';
import { hasCookie } from '../storage/rawCookies';
import { cityPromptAnswer } from '../storage/cityPromptAnswer';
import { CookieBanner } from '../ui/CookieBanner';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { OfflineBadge } from '../ui/OfflineBadge';
import { ScrollToTopButton } from '../ui/ScrollToTopButton';
import { Toasts } from '../ui/Toasts';
import { preloadMoreIcons } from '../ui/Icon';
import { HeaderContainer } from './HeaderContainer';
import { useIsOnline, useIsRevealed, useIsScrolledPastTop } from './useViewport';
import { useFocusReturn, useRouteFocus } from './useRouteFocus';
import { staticIsland } from '../app/staticIsland';
import * as styles from './Layout.css';

const MAIN_ID = 'contenido';

/** The footer never changes in the browser: the server's HTML, its component only where the browser renders alone. */
const SiteFooter = staticIsland('pie', () => import('./SiteFooter'));

/**
 * The shell's effects: the city prompt's answer is kept where machines/rules/cityPrompt.ts says; the city
 * step asks the storefront's location (another actor system) for the cities.
 */
const shellLogic = shellMachine.provide({
  actions: {
    rememberCityAnswer: () => cityPromptAnswer.remember(),
    requestCities: () => clientRefs().location.send({ type: 'location.citiesRequested' }),
  },
});

const shellView = {
  menuOpen: selectIsMenuOpen,
  locationOpen: selectIsLocationDialogOpen,
  popupStarted: selectIsPromotionStarted,
};
const shellEvents = {
  audienceChanged: (isGuest: boolean, cookiesAccepted: boolean) =>
    ({ type: 'shell.audienceChanged', isGuest, cookiesAccepted }) as const,
  navigated: (path: string) => ({ type: 'shell.navigated', path }) as const,
  promotionActive: (active: boolean) => ({ type: active ? 'shell.promotionAsked' : 'shell.promotionSettled' }) as const,
};
const errorPageView = { status: selectErrorStatus, secondsLeft: selectSecondsLeft, canGoBack: selectCanGoBack };
const errorPageEvents = { back: () => ({ type: 'errorPage.backRequested' }) as const };

/** Smooth scrolling is motion: not for people who asked their system for less (WCAG 2.3.3). */
const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

// Every Radix piece is its own chunk: none of it is needed for the first paint.
// The side menu with its links (machines/rules/menu): what it lists is decided when it opens.
const SideMenuContainer = lazy(() => Promise.all([import('./SideMenuContainer'), preloadMoreIcons()]).then(([menu]) => menu));
const Modal = lazy(() => import('../ui/Modal'));
const LocationDialog = lazy(() => import('../features/location/LocationDialog'));
// The registration popup (machine, effects, view) once its rule first applies: not before consent.
const RegistrationPopupHost = lazy(() => import('./RegistrationPopupContainer'));
// Loaded with the error page itself, at the first failed API answer (src/app/errorPageLoader.ts).

/**
 * A screen that throws while rendering raises the error page's 'Ha ocurrido un error' (docs/product.md#pantallas-y-rutas,
 * machines/errorPage) instead of leaving a blank page; the next route starts afresh (the route's
 * tree is not remounted on every route change, only the failure is forgotten).
 */
class RouteErrorBoundary extends Component<{ children: ReactNode; path: string }, { failed: boolean; path: string }> {
  override state = { failed: false, path: this.props.path };
  static getDerivedStateFromProps(props: { path: string }, state: { path: string }) {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    reportCrash();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The notices of the machines' `notify` (src/app/notifications.ts): toasts, and the one modal waiting
 * for 'Aceptar'. Each reads the notices itself, so a new toast ('Agregar' confirmed) re-renders the
 * toasts alone, not the shell (keeps 'Agregar' within its budget).
 */
function NoticeToasts() {
  const toasts = useNotices().filter((n) => !n.modal);
  return <Toasts toasts={toasts} onDismiss={(id) => dismiss(Number(id))} />;
}
function NoticeModal() {
  const notice = useNotices().find((n) => n.modal);
  return notice ? (
    <Modal
      open
      onOpenChange={() => dismiss(notice.id)}
      title={notice.level === 'error' ? messages.errorPage.genericTitle : messages.layout.notice}
      description={notice.message}
      tone={notice.level}
    />
  ) : null;
}

/** Runs `onMounted` once committed: the error page may take the route's place before the route mounts. */
function Mounted({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

export function Layout({
  children,
  serverRendered = false,
  onMounted,
}: {
  children: ReactNode;
  serverRendered?: boolean;
  onMounted?: () => void;
}) {
  const [path] = useLocation();
  const boot = useBootEvents();
  // The footer's delegated controls while it is the server's HTML (src/app/staticIsland.tsx).
  const footerActions = { 'consent.withdraw': () => boot.withdrawConsent() };
  const session = useSessionEvents();
  const accepted = useBoot(selectHasAcceptedCookies);
  const isLoggedIn = useSession(selectIsLoggedIn);
  const isResuming = useSession(selectIsResuming);
  const isAdmin = useSession(selectIsAdmin);
  const idleWarning = useSession(selectIdleWarning);
  const hasDeliveryTime = useLocationState(selectHasDeliveryTime);
  const online = useIsOnline();
  const scrolled = useIsScrolledPastTop();
  const revealed = useIsRevealed(serverRendered);
  const isGuest = useSession(selectIsGuest);
  const promotion = { isGuest, cookiesAccepted: accepted, path };
  // What is open around the page (machines/shell): the facts at mount, then as they change.
  const shell = useActorRef(shellLogic, { input: promotion });
  const { menuOpen, locationOpen, popupStarted, audienceChanged, navigated, promotionActive } = useActorView(
    shell,
    shellView,
    shellEvents,
  );
  // Glue: the session's and consent's facts, read by hooks, reach the shell (its popup rule reads them).
  useEffect(() => audienceChanged(isGuest, accepted), [audienceChanged, isGuest, accepted]);
  const focusReturn = useFocusReturn();
  // Stable handlers: open remembers the opener (DOM focus), close gives focus back.
  const dialogs = useMemo(() => {
    const handlers = (
      opened: 'shell.menuOpened' | 'shell.locationOpened',
      closed: 'shell.menuClosed' | 'shell.locationClosed',
    ) => ({
      open: () => {
        focusReturn.opened();
        shell.send({ type: opened });
      },
      change: (open: boolean) => {
        shell.send({ type: open ? opened : closed });
        if (!open) focusReturn.closed();
      },
    });
    const location = handlers('shell.locationOpened', 'shell.locationClosed');
    // 'Cambiar' in the city tooltip: answers the prompt and opens the location dialog (one shell event).
    const changeCity = () => {
      focusReturn.opened();
      shell.send({ type: 'shell.cityChangeChosen' });
    };
    return { menu: handlers('shell.menuOpened', 'shell.menuClosed'), location: { ...location, changeCity } };
  }, [focusReturn, shell]);
  // Glue between the two actor systems: the location's applied city closes the shell's dialog (focus goes back).
  const { location } = useRefs();
  useEffect(() => {
    const relay = location.on('location.cityApplied', () => {
      shell.send({ type: 'shell.cityApplied' });
      focusReturn.closed();
    });
    return () => relay.unsubscribe();
  }, [location, shell, focusReturn]);
  // A 429 or a 5xx answer raises the error page (machines/errorPage.ts) instead of the route's content.
  // Loaded at the first failed answer: until then nothing failed and there is no error page to show.
  const errors = useErrorPage();
  const errorPage = useActorView(errors?.errorPage, errorPageView, errorPageEvents);
  const errorStatus = errorPage.status ?? null;
  // Glue: the router's path reaches the error page (a new route forgets what it showed).
  useEffect(() => currentErrorPage()?.send({ type: 'errorPage.navigated' }), [path]);

  // The boot machine guards every route: consent, maintenance and the route guards of docs/product.md#roles (who is browsing).
  // With the page shown now: a logout's own navigation home may not be reported yet (the guard must not judge the page left).
  // (Only a change of audience is reported here: route changes are the next effect's; the path is read, not followed.)
  const reportAudience = useEffectEvent(() => boot.audienceChanged({ isLoggedIn, hasDeliveryTime, isAdmin, isResuming }, path));
  useEffect(() => reportAudience(), [boot, isLoggedIn, hasDeliveryTime, isAdmin, isResuming]);
  useEffect(() => boot.navigated(path), [boot, path]);
  // Back/forward while logged in without the session cookie logs out (docs/product.md#estados-y-transiciones).
  useEffect(() => {
    const onPop = () => session.historyNavigated(hasCookie(COOKIES.sessionStarted));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [session]);
  // Keyboard and screen-reader users start on the new screen's main heading.
  useRouteFocus(path, MAIN_ID);
  // The router's path reaches the shell (a navigation closes the side menu, the popup's rule reads the page).
  useEffect(() => navigated(path), [navigated, path]);
  // DOM glue: navigation scrolls to top; hash targets are scrolled to (docs/product.md#pantallas-y-rutas).
  useEffect(() => {
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0 });
  }, [path]);

  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        {messages.layout.skipToContent}
      </a>
      <HeaderContainer
        shell={shell}
        onMenuClick={dialogs.menu.open}
        onLocationClick={dialogs.location.open}
        onCityChange={dialogs.location.changeCity}
        revealed={revealed}
        errorPageShown={errorStatus !== null}
      />
      <main id={MAIN_ID} className={styles.main}>
        {errorStatus !== null && errors ? (
          <>
            <errors.ErrorView
              status={errorStatus}
              secondsLeft={errorPage.secondsLeft}
              onBack={errorPage.canGoBack ? errorPage.back : undefined}
            />
            <Mounted onMounted={onMounted} />
          </>
        ) : (
          <RouteErrorBoundary path={path}>{children}</RouteErrorBoundary>
        )}
      </main>
      {/* The withdrawal control works on the server's HTML (data-action); a change of consent renders the footer live. */}
      <SiteFooter deps={[accepted]} actions={footerActions} />
      <ScrollToTopButton
        visible={scrolled}
        onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      />
      <OfflineBadge visible={!online} />
      <CookieBanner visible={!accepted} onAccept={boot.acceptCookies} />
      <NoticeToasts />
      <LoadingOverlay visible={!revealed} />
      {popupStarted && (
        <Suspense fallback={null}>
          <RegistrationPopupHost facts={promotion} onActiveChange={promotionActive} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {menuOpen && <SideMenuContainer open={menuOpen} onOpenChange={dialogs.menu.change} currentPath={path} />}
        {locationOpen && <LocationDialog shell={shell} open={locationOpen} onOpenChange={dialogs.location.change} />}
        <NoticeModal />
        {idleWarning && (
          <Modal
            open
            onOpenChange={session.closeIdleWarning}
            title={messages.layout.notice}
            description={idleWarning}
            tone="warning"
          />
        )}
      </Suspense>
    </div>
  );
}
