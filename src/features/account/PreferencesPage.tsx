import { lazy, Suspense, useState, type FormEvent } from 'react';
import { usePreferences, type Preferences } from '../../app/accountLists';
import { Button } from '../../ui/Button';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { Switch } from '../../ui/Switch';
import { TextField } from '../../ui/TextField';
import { cx } from '../../ui/cx';
import { ListPageHead } from '../../pages/ListPageHead';
import { ListResource } from '../../pages/ListResource';
import * as styles from '../../pages/lists.css';
import { listPages } from '../../../machines/screenTexts/listPages';

const Modal = lazy(() => import('../../ui/Modal'));
const t = listPages;

/** /preferencias (es-admin; still reachable in maintenance): the maintenance switch and the popup image of channel 2. */
export default function PreferencesPage() {
  const preferences = usePreferences();
  const { resource } = preferences;

  return (
    <ListResource resource={resource}>
      {() => (
        <section className={styles.narrowPage} aria-labelledby="titulo-preferencias">
          <ListPageHead id="titulo-preferencias" icon="settings" title={t.preferencesTitle} subtitle={t.preferencesSubtitle} />
          <MaintenanceCard maintenance={preferences.maintenance} />
          <PopupImageCard popup={preferences.popup} />
        </section>
      )}
    </ListResource>
  );
}

function SavedNote() {
  return (
    <p className={styles.saved} role="status">
      <Icon name="checkCircle" size={20} />
      {t.saved}
    </p>
  );
}

function MaintenanceCard({ maintenance }: { maintenance: Preferences['maintenance'] }) {
  const { on, busy, confirming, outcome } = maintenance;

  return (
    <article className={cx(styles.card, on && styles.maintenanceOn)} aria-labelledby="pref-mantenimiento">
      <div className={styles.cardHead}>
        <h2 id="pref-mantenimiento" className={styles.cardTitle}>
          {t.maintenanceTitle}
        </h2>
        <p className={styles.cardBody}>{t.maintenanceBody}</p>
      </div>
      <Switch
        label={t.maintenanceSwitch}
        description={on ? t.maintenanceOn : t.maintenanceOff}
        checked={on}
        busy={busy}
        // Turning it on closes the shop for customers: ask first. Turning it off needs no confirmation.
        onCheckedChange={maintenance.toggle}
      />
      {outcome?.ok ? <SavedNote /> : null}
      {outcome && !outcome.ok ? <FormAlert>{outcome.error}</FormAlert> : null}
      {confirming ? (
        <Suspense fallback={null}>
          <Modal
            open
            onOpenChange={(open) => !open && !busy && maintenance.dismiss()}
            tone="warning"
            title={t.maintenanceConfirmTitle}
            description={t.maintenanceConfirmBody}
            actions={
              <>
                <Button variant="primary" busy={busy} onClick={maintenance.confirm}>
                  {t.maintenanceConfirm}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={maintenance.dismiss}>
                  {t.cancel}
                </Button>
              </>
            }
          />
        </Suspense>
      ) : null}
    </article>
  );
}

function PopupImageCard({ popup }: { popup: Preferences['popup'] }) {
  const { value, busy, outcome } = popup;
  // The field's text, until it is saved (then the list's value is the same).
  const [text, setText] = useState(value);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    popup.save(text);
  };

  return (
    <article className={styles.card} aria-labelledby="pref-popup">
      <div className={styles.cardHead}>
        <h2 id="pref-popup" className={styles.cardTitle}>
          {t.popupTitle}
        </h2>
        <p className={styles.cardBody}>{t.popupBody}</p>
      </div>
      <div className={styles.popupRow}>
        <form className={styles.popupForm} onSubmit={submit} noValidate>
          <TextField
            className={styles.popupField}
            label={t.popupField}
            hint={t.popupHint}
            value={text}
            error={outcome && !outcome.ok ? outcome.error : null}
            onChange={(e) => {
              setText(e.target.value);
              popup.edited();
            }}
            autoComplete="off"
            spellCheck={false}
          />
          <Button type="submit" busy={busy}>
            {t.save}
          </Button>
          {outcome?.ok ? <SavedNote /> : null}
        </form>
        {value ? <img className={styles.preview} src={value} alt={t.popupPreview} width={220} height={165} /> : null}
      </div>
    </article>
  );
}
