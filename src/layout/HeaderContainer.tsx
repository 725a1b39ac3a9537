import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { selectBadgeCount } from '../../machines/cart';
import { CART_TOOLTIP_CLOSE_DELAY_MS } from '../../machines/constants';
import { disclosureMachine, selectIsShown } from '../../machines/disclosure';
import { selectAddress, selectCity, selectPickup } from '../../machines/location';
import { selectShouldAskForCity } from '../../machines/rules/cityPrompt';
import { selectFirstName, selectIsLoggedIn } from '../../machines/session';
import { cityPromptAnswer } from '../storage/cityPromptAnswer';
import { useCart, useCartEvents, useLocationState, useSession, useSessionEvents } from '../app/hooks';
import { Header } from '../ui/Header';
import { SearchContainer } from './SearchContainer';
import { useCanHover, useOnScroll } from './useViewport';

// The city prompt: its own chunk, loaded only when the city is asked.
const CityTooltip = lazy(() => import('../ui/CityTooltip'));
// The cart's hover preview (its lines, steppers and totals): never open before a hover, so not hydrated.
const CartPreview = lazy(() => import('./CartPreview'));

export interface HeaderContainerProps {
  onMenuClick: () => void;
  menuOpen: boolean;
  onLocationClick: () => void;
  /** The loading overlay has lifted. */
  revealed: boolean;
  /** The registration popup or the error page is asking: the city tooltip waits. */
  otherPromptActive: boolean;
}

export function HeaderContainer({ onMenuClick, menuOpen, onLocationClick, revealed, otherPromptActive }: HeaderContainerProps) {
  const [, navigate] = useLocation();
  const firstName = useSession(selectFirstName);
  const isLoggedIn = useSession(selectIsLoggedIn);
  const city = useLocationState(selectCity);
  const address = useLocationState((s) => selectAddress(s)?.segmentoCompleto ?? null);
  const pickup = useLocationState(selectPickup) ?? false;
  const badge = useCart(selectBadgeCount);
  const cart = useCartEvents();
  const session = useSessionEvents();
  // Kept in the tab's sessionStorage and the browser session's cookie: the first render (the
  // hydrating one) assumes 'not answered' as the server did, and the effect then reads the answer.
  const [cityAnswered, setCityAnswered] = useState(false);
  useEffect(() => {
    if (cityPromptAnswer.known()) setCityAnswered(true);
  }, []);
  const askCity = useLocationState((s) =>
    selectShouldAskForCity(s, { isRevealed: revealed, answeredThisVisit: cityAnswered, otherPromptActive }),
  );
  const answerCity = () => {
    cityPromptAnswer.remember();
    setCityAnswered(true);
  };

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
                <CityTooltip
                  open
                  city={city}
                  onKeep={answerCity}
                  onChange={() => {
                    answerCity();
                    onLocationClick();
                  }}
                >
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
