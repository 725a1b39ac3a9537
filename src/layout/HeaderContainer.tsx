import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { selectBadgeCount } from '../../machines/cart';
import { CART_TOOLTIP_CLOSE_DELAY_MS } from '../../machines/constants';
import { disclosureMachine, selectIsShown } from '../../machines/disclosure';
import { selectAddress, selectCity, selectPickup } from '../../machines/location';
import { selectShouldAskForCity, type CityPromptVisit } from '../../machines/rules/cityPrompt';
import { selectCityPromptVisit, selectIsMenuOpen, type ShellActorRef } from '../../machines/shell';
import { selectFirstName, selectIsLoggedIn } from '../../machines/session';
import { cityPromptAnswer } from '../storage/cityPromptAnswer';
import { useCart, useCartEvents, useLocationState, useSession, useSessionEvents } from '../app/hooks';
import { Header } from '../ui/Header';
import { SearchContainer } from './SearchContainer';
import { useCanHover, useOnScroll } from './useViewport';

/** The visit's facts compared by value: a new object each time would re-render on every shell event. */
const shallowVisit = (a: CityPromptVisit, b: CityPromptVisit) =>
  a.isRevealed === b.isRevealed && a.answeredThisVisit === b.answeredThisVisit && a.otherPromptActive === b.otherPromptActive;

// The city prompt: its own chunk, loaded only when the city is asked.
const CityTooltip = lazy(() => import('../ui/CityTooltip'));
// The cart's hover preview (its lines, steppers and totals): never open before a hover, so not hydrated.
const CartPreview = lazy(() => import('./CartPreview'));

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
  const isLoggedIn = useSession(selectIsLoggedIn);
  const city = useLocationState(selectCity);
  const address = useLocationState((s) => selectAddress(s)?.segmentoCompleto ?? null);
  const pickup = useLocationState(selectPickup) ?? false;
  const badge = useCart(selectBadgeCount);
  const cart = useCartEvents();
  const session = useSessionEvents();
  const menuOpen = useSelector(shell, selectIsMenuOpen);
  // DOM glue: the answer is in the tab's sessionStorage and the browser session's cookie; the first render
  // (the hydrating one) assumes 'not answered' as the server did, and only then is storage read.
  useEffect(() => {
    if (cityPromptAnswer.known()) shell.send({ type: 'shell.cityAnswerRestored' });
  }, [shell]);
  const visit = useSelector(shell, (s) => selectCityPromptVisit(s, { isRevealed: revealed, errorPageShown }), shallowVisit);
  const askCity = useLocationState((s) => selectShouldAskForCity(s, visit));

  const preview = useActorRef(disclosureMachine, { input: { closeDelayMs: CART_TOOLTIP_CLOSE_DELAY_MS } });
  const previewOpen = useSelector(preview, selectIsShown);
  const canHover = useCanHover();
  useOnScroll(useCallback(() => preview.send({ type: 'disclosure.closed' }), [preview]));

  const enter = canHover ? () => preview.send({ type: 'disclosure.opened' }) : undefined;
  const leave = canHover ? () => preview.send({ type: 'disclosure.left' }) : undefined;

  return (
    <Header
      search={<SearchContainer />}
      city={city}
      address={address}
      pickup={pickup}
      onLocationClick={onLocationClick}
      renderLocation={
        askCity && city
          ? (chip) => (
              <Suspense fallback={chip}>
                <CityTooltip open city={city} onKeep={() => shell.send({ type: 'shell.cityKept' })} onChange={onCityChange}>
                  {chip}
                </CityTooltip>
              </Suspense>
            )
          : undefined
      }
      firstName={firstName}
      onAccountClick={() => {
        if (isLoggedIn) return navigate('/mi-cuenta');
        session.startSignIn();
        navigate('/login?accion=n');
      }}
      cartCount={badge}
      onCartClick={() => {
        preview.send({ type: 'disclosure.closed' });
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
                preview.send({ type: 'disclosure.closed' });
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
