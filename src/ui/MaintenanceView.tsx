import { SUPPORT_PHONE } from '../../machines/messages';
import { AppLink } from './AppLink';
import { Button } from './Button';
import { Icon } from './Icon';
import * as styles from './MaintenanceView.css';
import { StatusPanel } from './StatusPanel';
import { errorPageTexts } from '../../machines/screenTexts/errorPage';
import { pageTexts } from '../../machines/screenTexts/pages';

export interface MaintenanceViewProps {
  /** 'Reintentar' (boot.retryRequested). Hidden when not given. */
  onRetry?: () => void;
  /** Spinner on 'Reintentar' while the status is checked again. */
  retrying?: boolean;
  /** Default SUPPORT_PHONE. */
  phone?: string;
  /** A discreet link for the staff: sign in and switch maintenance off in /preferencias. Hidden when not given. */
  staffHref?: string;
}

/** The /mantenimiento page: 503 'Nos encontramos en mantenimiento'. */
export function MaintenanceView({ onRetry, retrying = false, phone = SUPPORT_PHONE, staffHref }: MaintenanceViewProps) {
  return (
    <StatusPanel
      icon="wrench"
      eyebrow="503"
      title={errorPageTexts.maintenance503}
      body={pageTexts.maintenanceBody}
      actions={
        onRetry ? (
          <Button onClick={onRetry} busy={retrying} iconStart={<Icon name="repeat" size={18} />}>
            {pageTexts.retry}
          </Button>
        ) : null
      }
    >
      <p className={styles.help}>{pageTexts.maintenanceHelp(phone)}</p>
      {staffHref ? (
        <p className={styles.staff}>
          <AppLink href={staffHref} className={styles.staffLink}>
            {pageTexts.staffLogin}
          </AppLink>
        </p>
      ) : null}
    </StatusPanel>
  );
}
