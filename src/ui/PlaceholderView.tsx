import { homeAndFooter } from '../../machines/screenTexts/homeAndFooter';
import { ButtonLink } from './Button';
import type { IconName } from './Icon';
import { StatusPanel } from './StatusPanel';
import { moreMessages } from '../../machines/screenTexts/moreMessages';

export interface PlaceholderViewProps {
  /** Page heading, e.g. 'Mis pedidos'. */
  title: string;
  /** One honest line; default 'Esta sección estará disponible pronto.' */
  text?: string;
  icon?: IconName;
  /** Default: 'Ver productos' → /productos; null hides it. */
  action?: { label: string; href: string } | null;
}

/** For routes whose page is not built yet. */
export function PlaceholderView({
  title,
  text = moreMessages.pages.comingSoon,
  icon = 'clock',
  action = { label: homeAndFooter.hero.cta, href: '/productos' },
}: PlaceholderViewProps) {
  return (
    <StatusPanel
      icon={icon}
      tone="neutral"
      title={title}
      body={text}
      actions={
        action ? (
          <ButtonLink href={action.href} variant="secondary">
            {action.label}
          </ButtonLink>
        ) : null
      }
    />
  );
}
