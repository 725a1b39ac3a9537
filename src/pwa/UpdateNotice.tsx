import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectIsOffered, selectIsUpdating, type appUpdateMachine } from '../../machines/appUpdate';
import { appUpdateTexts as texts } from '../../machines/screenTexts/appUpdate';
import { Button } from '../ui/Button';
import * as styles from './UpdateNotice.css';

/** 'Hay una versión nueva de la tienda.' with 'Actualizar' and 'Ahora no' (machines/appUpdate). */
export function UpdateNotice({ actor }: { actor: ActorRefFrom<typeof appUpdateMachine> }) {
  const offered = useSelector(actor, selectIsOffered);
  const updating = useSelector(actor, selectIsUpdating);
  if (!offered) return null;
  return (
    <section className={styles.notice} role="status" aria-label={texts.available}>
      <p className={styles.text}>{texts.available}</p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" disabled={updating} onClick={() => actor.send({ type: 'appUpdate.dismissed' })}>
          {texts.later}
        </Button>
        <Button size="sm" busy={updating} onClick={() => actor.send({ type: 'appUpdate.accepted' })}>
          {texts.update}
        </Button>
      </div>
    </section>
  );
}
