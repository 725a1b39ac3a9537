import type { ActorRefFrom } from 'xstate';
import { selectIsOffered, selectIsUpdating, type appUpdateMachine } from '../../machines/appUpdate';
import { appUpdateTexts as texts } from '../../machines/screenTexts/appUpdate';
import { useActorView } from '../app/useActorView';
import { Button } from '../ui/Button';
import * as styles from './UpdateNotice.css';

const updateView = { offered: selectIsOffered, updating: selectIsUpdating };
const updateEvents = {
  dismiss: () => ({ type: 'appUpdate.dismissed' }) as const,
  accept: () => ({ type: 'appUpdate.accepted' }) as const,
};

/** 'Hay una versión nueva de la tienda.' with 'Actualizar' and 'Ahora no' (machines/appUpdate). */
export function UpdateNotice({ actor }: { actor: ActorRefFrom<typeof appUpdateMachine> }) {
  const { offered, updating, dismiss, accept } = useActorView(actor, updateView, updateEvents);
  if (!offered) return null;
  return (
    <section className={styles.notice} role="status" aria-label={texts.available}>
      <p className={styles.text}>{texts.available}</p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" disabled={updating} onClick={dismiss}>
          {texts.later}
        </Button>
        <Button size="sm" busy={updating} onClick={accept}>
          {texts.update}
        </Button>
      </div>
    </section>
  );
}
