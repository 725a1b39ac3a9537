import { useEffect, useRef } from 'react';
import { PATHS } from '../../../machines/paths';
import { selectIsGuest, selectIsLoggedIn } from '../../../machines/session';
import { useSession, useSessionEvents } from '../../app/hooks';
import { navigate } from '../../app/navigation';
import { notify } from '../../app/notifications';
import { checkProviderAnswer, providerSignIn, readProviderAnswer } from '../../storage/providerSignIn';
import { Spinner } from '../../ui/Spinner';
import { StatusPanel } from '../../ui/StatusPanel';
import { accountPages } from '../../../machines/screenTexts/accountPages';

/**
 * /callback: the provider sends the customer back here with an ID token (or a refusal)
 * in the fragment. Once the state matches the attempt this tab started, the session
 * machine checks the token with the API and goes on (docs/product.md#estados-y-transiciones social login).
 */
export default function CallbackPage() {
  const isGuest = useSession(selectIsGuest);
  const isLoggedIn = useSession(selectIsLoggedIn);
  const session = useSessionEvents();
  const handled = useRef(false);

  // Relay, once: the provider's answer in the URL goes to the session machine, which decides what follows.
  useEffect(() => {
    if (handled.current) return;
    if (isLoggedIn) {
      handled.current = true;
      navigate({ to: PATHS.index, replace: true });
      return;
    }
    if (!isGuest) return; // a remembered session is being resumed: wait for it
    handled.current = true;
    const answer = checkProviderAnswer(readProviderAnswer(window.location.hash), providerSignIn.take());
    // The ID token leaves the address bar and the history.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    switch (answer.kind) {
      case 'signedIn':
        session.providerReturned(answer.proveedor, answer.idToken, answer.nonce);
        return;
      case 'cancelled':
        notify({ level: 'info', message: accountPages.providerCancelled });
        session.providerFailed();
        return;
      case 'invalid':
        notify({ level: 'warning', message: accountPages.providerAnswerInvalid });
        session.providerFailed();
    }
  }, [isGuest, isLoggedIn, session]);

  return (
    <StatusPanel icon="user" tone="neutral" title={accountPages.signingIn} body={accountPages.signingInBody}>
      <Spinner size="lg" label={accountPages.signingIn} />
    </StatusPanel>
  );
}
