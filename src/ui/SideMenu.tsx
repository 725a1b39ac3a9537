/**
 * Radix Dialog inside: lazy-load this file (`React.lazy(() => import('./ui/SideMenu'))`).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { APP_VERSION } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { menuTexts } from '../../machines/screenTexts/menu';
import { homeAndFooter } from '../../machines/screenTexts/homeAndFooter';
import { visuallyHidden } from '../styles/utilities.css';
import { AppLink } from './AppLink';
import { Icon, type IconName } from './Icon';
import * as styles from './SideMenu.css';

export interface SideMenuLink {
  label: string;
  href: string;
  /** Opens in a new tab (Contáctanos, Ayuda en línea, Instagram). Listed after a divider. */
  external?: boolean;
  icon?: IconName;
  /** Runs before navigating (e.g. 'Iniciar Sesión' sets auth mode 0). The menu closes itself. */
  onClick?: () => void;
}

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** First and last names, ready to show (commas already replaced); null shows 'Bienvenido'. */
  displayName: string | null;
  /** 'Mi cuenta' under the name. Default '/mi-cuenta'; null hides it. */
  accountHref?: string | null;
  onAccountClick?: () => void;
  /** Links of docs/product.md#pantallas-y-rutas, already filtered for the user (signed in, delivery time, admin). */
  links: readonly SideMenuLink[];
  /** The path being shown, to mark its link with aria-current. */
  currentPath?: string;
  /** Shows 'Cerrar sesión' when given. */
  onLogout?: () => void;
  /** Default APP_VERSION. */
  version?: string;
}

function initialOf(name: string | null): string | null {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : null;
}

export function SideMenu({
  open,
  onOpenChange,
  displayName,
  accountHref = '/mi-cuenta',
  onAccountClick,
  links,
  currentPath,
  onLogout,
  version = APP_VERSION,
}: SideMenuProps) {
  const close = () => onOpenChange(false);
  const internal = links.filter((link) => !link.external);
  const external = links.filter((link) => link.external);
  const initial = initialOf(displayName);

  const renderLink = (link: SideMenuLink) => (
    <li key={`${link.href}-${link.label}`}>
      <AppLink
        href={link.href}
        external={link.external}
        className={styles.link}
        aria-current={!link.external && currentPath === link.href ? 'page' : undefined}
        onClick={() => {
          link.onClick?.();
          if (!link.external) close();
        }}
      >
        {link.icon ? <Icon name={link.icon} size={22} className={styles.linkIcon} /> : null}
        <span className={styles.linkLabel}>{link.label}</span>
        <Icon name={link.external ? 'external' : 'chevronRight'} size={18} className={styles.trailingIcon} />
      </AppLink>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.panel} aria-describedby={undefined}>
          <Dialog.Title className={visuallyHidden}>{menuTexts.menu}</Dialog.Title>
          <div className={styles.head}>
            <span className={styles.avatar} aria-hidden="true">
              {initial ?? <Icon name="user" size={26} />}
            </span>
            <div className={styles.who}>
              <p className={styles.name}>
                <strong>{displayName ?? messages.layout.welcome}</strong>
              </p>
              {accountHref ? (
                <AppLink
                  href={accountHref}
                  className={styles.accountLink}
                  onClick={() => {
                    onAccountClick?.();
                    close();
                  }}
                >
                  {menuTexts.myAccount}
                  <Icon name="chevronRight" size={16} />
                </AppLink>
              ) : null}
            </div>
            <Dialog.Close className={styles.close} aria-label={menuTexts.closeMenu}>
              <Icon name="close" size={24} />
            </Dialog.Close>
          </div>

          <nav className={styles.body} aria-label={menuTexts.menu}>
            <ul className={styles.list} role="list">
              {internal.map(renderLink)}
            </ul>
            {external.length > 0 ? (
              <>
                <hr className={styles.divider} />
                <ul className={styles.list} role="list">
                  {external.map(renderLink)}
                </ul>
              </>
            ) : null}
          </nav>

          <div className={styles.foot}>
            {onLogout ? (
              <button
                type="button"
                className={styles.logout}
                onClick={() => {
                  onLogout();
                  close();
                }}
              >
                <Icon name="logOut" size={22} />
                <span className={styles.linkLabel}>{menuTexts.logOut}</span>
              </button>
            ) : null}
            <p className={styles.version}>{homeAndFooter.footer.version(version)}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default SideMenu;
