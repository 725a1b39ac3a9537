import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectPopupImage } from '../../machines/boot';
import {
  selectIsPromotionActive,
  selectIsPopupShown,
  selectPopupCoupon,
  selectPopupImageOf,
  type registrationPopupMachine,
} from '../../machines/registrationPopup';
import { providedRegistrationPopup } from '../app/registrationPopup';
import { useBoot } from '../app/hooks';
import { cookieStorage } from '../storage/cookies';

// Radix Dialog: its own chunk, loaded only when there is a coupon to show.
const RegistrationPopup = lazy(() => import('../ui/RegistrationPopup'));

type PopupRef = ActorRefFrom<typeof registrationPopupMachine>;

/**
 * Starts the registration popup for the layout's lifetime and keeps it told of what it
 * depends on; the rule (who, where, once) is the machine's.
 */
export function useRegistrationPopup(facts: { isGuest: boolean; cookiesAccepted: boolean; path: string }): PopupRef {
  const popup = useActorRef(providedRegistrationPopup, { input: { couponEnabled: cookieStorage.couponPopupEnabled() } });
  const { isGuest, cookiesAccepted, path } = facts;
  useEffect(
    () => popup.send({ type: 'promotion.conditionsChanged', isGuest, cookiesAccepted, path }),
    [popup, isGuest, cookiesAccepted, path],
  );
  return popup;
}

export function RegistrationPopupContainer({ popup }: { popup: PopupRef }) {
  const shown = useSelector(popup, selectIsPopupShown);
  const coupon = useSelector(popup, selectPopupCoupon);
  const preferenceImage = useBoot(selectPopupImage);
  const image = useSelector(popup, (s) => selectPopupImageOf(s, preferenceImage));
  if (!shown || !coupon) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationPopup
        open
        image={image}
        message={coupon.mensaje}
        onRegister={() => popup.send({ type: 'promotion.registerChosen' })}
        onDismiss={() => popup.send({ type: 'promotion.dismissed' })}
      />
    </Suspense>
  );
}

/**
 * The popup for the layout's lifetime, from the moment its rule first applied (the Layout loads
 * this module then); tells the Layout whether it is asking or showing, so other prompts wait.
 */
export default function RegistrationPopupHost({
  facts,
  onActiveChange,
}: {
  facts: { isGuest: boolean; cookiesAccepted: boolean; path: string };
  onActiveChange: (active: boolean) => void;
}) {
  const popup = useRegistrationPopup(facts);
  const active = useSelector(popup, selectIsPromotionActive);
  useEffect(() => onActiveChange(active), [active, onActiveChange]);
  return <RegistrationPopupContainer popup={popup} />;
}
