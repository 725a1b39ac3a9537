import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { selectBadgeCount } from '../../machines/cart';
import { CART_TOOLTIP_CLOSE_DELAY_MS } from '../../machines/constants';
import { selectAddress, selectCity, selectPickup } from '../../machines/location';
import { selectShouldAskForCity, type CityPromptVisit } from '../../machines/rules/cityPrompt';
import { selectCityPromptVisit, selectIsMenuOpen, type ShellActorRef, type ShellSnapshot } from '../../machines/shell';
import { selectFirstName } from '../../machines/session';
import { cityPromptAnswer } from '../storage/cityPromptAnswer';
import { useDisclosure } from '../app/disclosure';
import { useCart, useCartEvents, useLocationState, useSession, useSessionEvents } from '../app/hooks';
import { useActorView, type ViewEquality } from '../app/useActorView';
import { Header, type HeaderProps } from '../ui/Header';
import { loadedLazy } from '../ui/loadedLazy';
import { SearchContainer } from '../features/search/SearchContainer';
import { useCanHover, useOnScroll } from './useViewport';

/** The visit's facts compared by value: a new object each time would re-render on every shell event. */
const shallowVisit = (a: CityPromptVisit, b: CityPromptVisit) =>
  a.isRevealed === b.isRevealed && a.answeredThisVisit === b.answeredThisVisit && a.otherPromptActive === b.otherPromptActive;

/** A visit that would be asked: what the location alone decides. */
const UNANSWERED_VISIT: CityPromptVisit = { isRevealed: true, answeredThisVisit: false, otherPromptActive: false };

/** What the header reads of the shell: the side menu, and the visit's facts the city prompt waits on. */
const shellViewWith = (page: { isRevealed: boolean; errorPageShown: boolean }) => ({
  menuOpen: selectIsMenuOpen,
  visit: (s: ShellSnapshot) => selectCityPromptVisit(s, page),
});
const shellEquality: ViewEquality<ReturnType<typeof shellViewWith>> = { visit: shallowVisit };
const shellEvents = {
  cityKept: () => ({ type: 'shell.cityKept' }) as const,
  cityAnswerRestored: () => ({ type: 'shell.cityAnswerRestored' }) as const,
  cityAnswerMissing: () => ({ type: 'shell.cityAnswerMissing' }) as const,
};

// The city prompt: its own chunk, loaded only when the city may be asked; once in, it renders without suspending.
const cityTooltip = loadedLazy(() => import('../features/location/CityTooltip'));
// The cart's hover preview (its lines, steppers and totals): never open before a hover, so not hydrated.
const CartPreview = lazy(() => import('../features/cart/CartPreview'));

/** One element for every render: the search box never re-renders for the header's sake. */
const SEARCH = <SearchContainer />;

/**
 * The cart's count is read here, below the container: an 'Agregar' re-renders this and the header's
 * cart button (src/ui/Header.tsx), not the container's hooks nor the search box.
 */
function HeaderWithCartCount(props: Omit<HeaderProps, 'cartCount'>) {
  return <Header {...props} cartCount={useCart(selectBadgeCount)} />;
}

export interface HeaderContainerProps {
  /** The layout's shell (machines/shell): the side menu's state, the city prompt's answer and the popup. */
  shell: ShellActorRef;
  onMenuClick: () => void;
  onLocationClick: () => void;
  /** 'Cambiar' in the city tooltip. */
  onCityChange: () => void;
  /** The loading overlay has lifted. */
  revealed: boolean;
  /** The error page is shown: the city tooltip waits. */
  errorPageShown: boolean;
}

export function HeaderContainer({
  shell,
  onMenuClick,
  onLocationClick,
  onCityChange,
  revealed,
  errorPageShown,
}: HeaderContainerProps) {
  const [, navigate] = useLocation();
  const firstName = useSession(selectFirstName);
  const city = useLocationState(selectCity);
  const address = useLocationState((s) => selectAddress(s)?.segmentoCompleto ?? null);
  const pickup = useLocationState(selectPickup) ?? false;
  const cart = useCartEvents();
  const session = useSessionEvents();
  const shellView = useMemo(() => shellViewWith({ isRevealed: revealed, errorPageShown }), [revealed, errorPageShown]);
  const { menuOpen, visit, cityKept, cityAnswerRestored, cityAnswerMissing } = useActorView(
    shell,
    shellView,
    shellEvents,
    shellEquality,
  );
  // DOM glue: the answer is in the tab's sessionStorage and the browser session's cookie, which the server
  // cannot read; the shell asks nothing until they have been read here, after the render that hydrates.
  // Whether the location is one the prompt asks about (the generic sales point's city), the visit aside.
  const locationAsks = useLocationState((s) => selectShouldAskForCity(s, UNANSWERED_VISIT));
  useEffect(() => {
    if (cityPromptAnswer.known()) cityAnswerRestored();
    // Its chunk first: a prompt waiting for it while the page hydrates would show its boundary's fallback,
    // and React holds the rest of the hydration back 300 ms after a fallback (the app was ready that late).
    else if (locationAsks) void cityTooltip.load().then(cityAnswerMissing, cityAnswerMissing);
    else cityAnswerMissing();
  }, [cityAnswerRestored, cityAnswerMissing, locationAsks]);
  const askCity = useLocationState((s) => selectShouldAskForCity(s, visit));
  const CityTooltip = cityTooltip.component;

  const preview = useDisclosure(CART_TOOLTIP_CLOSE_DELAY_MS);
  const previewOpen = preview.shown;
  const canHover = useCanHover();
  useOnScroll(preview.close);

  const enter = canHover ? preview.open : undefined;
  const leave = canHover ? preview.leave : undefined;

  return (
    <HeaderWithCartCount
      search={SEARCH}
      city={city}
      address={address}
      pickup={pickup}
      onLocationClick={onLocationClick}
      renderLocation={
        askCity && city
          ? (chip) => (
              <Suspense fallback={chip}>
                <CityTooltip open city={city} onKeep={cityKept} onChange={onCityChange}>
                  {chip}
                </CityTooltip>
              </Suspense>
            )
          : undefined
      }
      firstName={firstName}
      onAccountClick={session.requestAccount}
      onCartClick={() => {
        preview.close();
        navigate('/carrito');
      }}
      onCartMouseEnter={enter}
      onCartMouseLeave={leave}
      cartPreviewOpen={canHover && previewOpen}
      cartPreview={
        canHover && previewOpen ? (
          <Suspense fallback={null}>
            <CartPreview
              onCheckout={() => {
                preview.close();
                cart.checkout();
              }}
              onMouseEnter={enter}
              onMouseLeave={leave}
            />
          </Suspense>
        ) : null
      }
      onMenuClick={onMenuClick}
      menuOpen={menuOpen}
    />
  );
}
