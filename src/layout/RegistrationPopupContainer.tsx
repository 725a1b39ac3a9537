import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectPopupImage } from '../../machines/boot';
import {
  selectIsPromotionActive,
  selectIsPopupShown,
  selectPopupCoupon,
  selectPopupImageOf,
  type registrationPopupMachine,
  type RegistrationPopupSnapshot,
} from '../../machines/registrationPopup';
import { providedRegistrationPopup } from '../app/registrationPopup';
import { useBoot } from '../app/hooks';
import { NO_EVENTS, useActorView } from '../app/useActorView';
import { cookieStorage } from '../storage/cookies';

// Radix Dialog: its own chunk, loaded only when there is a coupon to show.
const RegistrationPopup = lazy(() => import('../ui/RegistrationPopup'));

type PopupRef = ActorRefFrom<typeof registrationPopupMachine>;

/** The popup as shown, with the image the administrator chose (a boot preference) when the coupon has none. */
const popupViewWith = (preferenceImage: string | null) => ({
  shown: selectIsPopupShown,
  coupon: selectPopupCoupon,
  image: (s: RegistrationPopupSnapshot) => selectPopupImageOf(s, preferenceImage),
});
const popupEvents = {
  register: () => ({ type: 'promotion.registerChosen' }) as const,
  dismiss: () => ({ type: 'promotion.dismissed' }) as const,
};
const activeView = { active: selectIsPromotionActive };

/**
 * Starts the registration popup for the layout's lifetime and keeps it told of what it
 * depends on; the rule (who, where, once) is the machine's.
 */
export function useRegistrationPopup(facts: { isGuest: boolean; cookiesAccepted: boolean; path: string }): PopupRef {
  const popup = useActorRef(providedRegistrationPopup, { input: { couponEnabled: cookieStorage.couponPopupEnabled() } });
  const { isGuest, cookiesAccepted, path } = facts;
  // Glue: the session's, consent's and router's facts reach the popup's rule as they change.
  useEffect(
    () => popup.send({ type: 'promotion.conditionsChanged', isGuest, cookiesAccepted, path }),
    [popup, isGuest, cookiesAccepted, path],
  );
  return popup;
}

export function RegistrationPopupContainer({ popup }: { popup: PopupRef }) {
  const preferenceImage = useBoot(selectPopupImage);
  const view = useMemo(() => popupViewWith(preferenceImage), [preferenceImage]);
  const { shown, coupon, image, register, dismiss } = useActorView(popup, view, popupEvents);
  if (!shown || !coupon) return null;
  return (
    <Suspense fallback={null}>
      <RegistrationPopup open image={image} message={coupon.mensaje} onRegister={register} onDismiss={dismiss} />
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
  const { active } = useActorView(popup, activeView, NO_EVENTS);
  // Glue: the Layout's shell machine holds the other prompts back while this one is active.
  useEffect(() => onActiveChange(active), [active, onActiveChange]);
  return <RegistrationPopupContainer popup={popup} />;
}
