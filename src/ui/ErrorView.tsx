import { messages } from '../../machines/messages';
import { Button, ButtonLink } from './Button';
import * as styles from './ErrorView.css';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import { StatusPanel } from './StatusPanel';
import { errorPageTexts } from '../../machines/screenTexts/errorPage';
import { pageTexts } from '../../machines/screenTexts/pages';

export interface ErrorViewProps {
  /** HTTP-like status: ≥ 500 maintenance, 429 wait, 404 not found, anything else generic. */
  status: number;
  /** 429 only: seconds left before the automatic reload. */
  secondsLeft?: number;
  /** 'Volver' (≥ 500 and generic). Hidden when not given. */
  onBack?: () => void;
  /** 404 'Ir a Productos'. Default '/productos'. */
  productsHref?: string;
}

export function ErrorView({ status, secondsLeft, onBack, productsHref = '/productos' }: ErrorViewProps) {
  const t = errorPageTexts;
  const back = onBack ? (
    <Button onClick={onBack} iconStart={<Icon name="arrowLeft" size={18} />}>
      {t.back}
    </Button>
  ) : null;

  if (status >= 500) {
    return (
      <StatusPanel
        icon="wrench"
        eyebrow={`Error ${status}`}
        title={t.maintenance}
        body={pageTexts.maintenanceBody}
        actions={back}
      />
    );
  }
  if (status === 429) {
    return (
      <StatusPanel icon="clock" tone="warning" title={t.rateLimited} body={messages.http.tooManyRequests}>
        <Spinner size="lg" />
        {secondsLeft !== undefined ? (
          <p className={styles.countdown} aria-live="polite">
            {pageTexts.secondsLeft(Math.max(0, Math.ceil(secondsLeft)))}
          </p>
        ) : null}
      </StatusPanel>
    );
  }
  if (status === 404) {
    return (
      <StatusPanel
        icon="search"
        eyebrow="Error 404"
        title={t.notFound}
        body={pageTexts.notFoundBody}
        actions={
          <ButtonLink href={productsHref} iconEnd={<Icon name="chevronRight" size={18} />}>
            {t.goToProducts}
          </ButtonLink>
        }
      />
    );
  }
  return <StatusPanel icon="alert" tone="warning" title={messages.errorPage.genericTitle} body={t.genericBody} actions={back} />;
}
