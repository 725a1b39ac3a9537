import { lazy, Suspense, useState, type FormEvent } from 'react';
import { usePreferences, type PreferenceSave } from '../app/accountLists';
import { notify } from '../app/notifications';
import { Button, FormAlert, Icon, Switch, TextField } from '../ui';
import { cx } from '../ui/cx';
import { ListPageHead } from './ListPageHead';
import { ListResource } from './ListResource';
import * as styles from './lists.css';
import { listPages } from '../../machines/screenTexts/listPages';

const Modal = lazy(() => import('../ui/Modal'));
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
          <MaintenanceCard on={preferences.maintenance} save={preferences.setMaintenance} />
          <PopupImageCard value={preferences.popupImage} save={preferences.setPopupImage} />
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

function MaintenanceCard({ on: stored, save }: { on: boolean; save: (on: boolean) => Promise<PreferenceSave> }) {
  /** What was saved last on this page, shown while the list reloads. */
  const [saved, setSaved] = useState<boolean | null>(null);
  const on = saved ?? stored;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PreferenceSave | null>(null);

  const apply = async (next: boolean) => {
    setBusy(true);
    setOutcome(null);
    const result = await save(next);
    setBusy(false);
    setConfirming(false);
    setOutcome(result);
    if (result.ok) {
      setSaved(next);
      notify({ level: 'success', message: t.saved });
    }
  };

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
        onCheckedChange={(next) => (next ? setConfirming(true) : void apply(false))}
      />
      {outcome?.ok ? <SavedNote /> : null}
      {outcome && !outcome.ok ? <FormAlert>{outcome.error}</FormAlert> : null}
      {confirming ? (
        <Suspense fallback={null}>
          <Modal
            open
            onOpenChange={(open) => !open && !busy && setConfirming(false)}
            tone="warning"
            title={t.maintenanceConfirmTitle}
            description={t.maintenanceConfirmBody}
            actions={
              <>
                <Button variant="primary" busy={busy} onClick={() => void apply(true)}>
                  {t.maintenanceConfirm}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
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

function PopupImageCard({ value, save }: { value: string; save: (value: string) => Promise<PreferenceSave> }) {
  const [text, setText] = useState(value);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<PreferenceSave | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const result = await save(text);
    setBusy(false);
    setOutcome(result);
    if (result.ok) notify({ level: 'success', message: t.saved });
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
        <form className={styles.popupForm} onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            className={styles.popupField}
            label={t.popupField}
            hint={t.popupHint}
            value={text}
            error={outcome && !outcome.ok ? outcome.error : null}
            onChange={(e) => {
              setText(e.target.value);
              setOutcome(null);
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
