import { memo, useEffect, useEffectEvent, useRef, type ReactElement, type ReactNode } from 'react';
import { messages } from '../../machines/messages';
import { AppLink } from './AppLink';
import * as styles from './Header.css';
import { Icon } from './Icon';
import { LocationChip } from '../features/location/LocationChip';
import { cx } from './cx';

export interface HeaderProps {
  /** Default '/logo.svg'. */
  logoSrc?: string;
  /** Default '/'. */
  homeHref?: string;
  /** The search box (a <SearchBox/>); full width on mobile, between chip and account on desktop. */
  search?: ReactNode;
  /** Selected city (null → 'Elegir Ciudad'). */
  city: string | null;
  /** Confirmed delivery address, if any. */
  address?: string | null;
  /** Pick-up in store: the chip says 'Recoger en'. */
  pickup?: boolean;
  /** Opens the location dialog. */
  onLocationClick: () => void;
  /**
   * Wraps the location chip, e.g. `(chip) => <CityTooltip open city … >{chip}</CityTooltip>`.
   * The chip forwards ref and props, so it works as a Radix asChild trigger.
   */
  renderLocation?: (chip: ReactElement) => ReactNode;
  /** First name when signed in (green dot and greeting); null shows 'Ingresar'. */
  firstName: string | null;
  onAccountClick: () => void;
  /** Cart badge: line count plus offer-extra count, already computed. */
  cartCount: number;
  onCartClick: () => void;
  /** Desktop preview: the pointer entered / left the cart button or its preview. */
  onCartMouseEnter?: () => void;
  onCartMouseLeave?: () => void;
  /** The cart preview (<CartDropdown/>), shown under the cart button on desktop only. */
  cartPreview?: ReactNode;
  /** True while the cart preview is open (aria-expanded). */
  cartPreviewOpen?: boolean;
  onMenuClick: () => void;
  /** True while the side menu is open (aria-expanded). */
  menuOpen?: boolean;
  /** On mobile, hides the greeting/location strip (e.g. once the page has scrolled). */
  condensed?: boolean;
}

/**
 * The header's parts that do not show the cart are memoized: an 'Agregar' changes the count alone, so
 * it re-renders this markup and the cart button, not the search box, the location chip or the
 * account button ('Agregar' within 50 ms at 4× CPU).
 */
export function Header({
  cartCount,
  onCartClick,
  onCartMouseEnter,
  onCartMouseLeave,
  cartPreview,
  cartPreviewOpen,
  ...lead
}: HeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.inner}>
        <HeaderLead {...lead} />
        <div className={styles.actions}>
          <AccountButton firstName={lead.firstName} onAccountClick={lead.onAccountClick} />
          <CartButton
            cartCount={cartCount}
            onCartClick={onCartClick}
            onCartMouseEnter={onCartMouseEnter}
            onCartMouseLeave={onCartMouseLeave}
            cartPreview={cartPreview}
            cartPreviewOpen={cartPreviewOpen}
          />
        </div>
      </div>
    </header>
  );
}

/** The props only the cart button reads: a change of these re-renders nothing else. */
type CartKeys = 'cartCount' | 'onCartClick' | 'onCartMouseEnter' | 'onCartMouseLeave' | 'cartPreview' | 'cartPreviewOpen';
type LeadProps = Omit<HeaderProps, CartKeys>;

/** Menu button, logo, greeting and location strip, search: the grid's cells before the actions. */
const HeaderLead = memo(function HeaderLead({
  logoSrc = '/logo.svg',
  homeHref = '/',
  search,
  city,
  address,
  pickup,
  onLocationClick,
  renderLocation,
  firstName,
  onMenuClick,
  menuOpen = false,
  condensed = false,
}: LeadProps) {
  const chip = <LocationChip city={city} address={address} pickup={pickup} onClick={onLocationClick} />;
  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        onClick={onMenuClick}
        aria-label={messages.layout.openMenu}
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
      >
        <Icon name="menu" size={26} />
      </button>

      <AppLink href={homeHref} className={styles.logoLink} aria-label={messages.ui.homeLink}>
        <img src={logoSrc} alt={messages.ui.brandName} width={132} height={40} className={styles.logo} />
      </AppLink>

      <div className={cx(styles.strip, condensed && styles.stripCondensed)}>
        {firstName !== null ? (
          <p className={styles.greeting}>
            {messages.layout.greeting} <span className={styles.greetingName}>{firstName}</span>
          </p>
        ) : null}
        <div className={styles.chipSlot}>{renderLocation ? renderLocation(chip) : chip}</div>
      </div>

      <div className={styles.search}>{search}</div>
    </>
  );
});

const AccountButton = memo(function AccountButton({
  firstName,
  onAccountClick,
}: Pick<HeaderProps, 'firstName' | 'onAccountClick'>) {
  const signedIn = firstName !== null;
  return (
    <button
      type="button"
      className={styles.accountButton}
      onClick={onAccountClick}
      aria-label={messages.ui.accountAria(firstName)}
    >
      <span className={styles.accountIcon}>
        <Icon name="user" size={24} />
        {signedIn ? <span className={styles.onlineDot} aria-hidden="true" /> : null}
      </span>
      <span className={styles.accountLabel} aria-hidden="true">
        {firstName ?? messages.layout.signIn}
      </span>
    </button>
  );
});

type CartButtonProps = Pick<HeaderProps, CartKeys>;

const CartButton = memo(function CartButton({
  cartCount,
  onCartClick,
  onCartMouseEnter,
  onCartMouseLeave,
  cartPreview,
  cartPreviewOpen,
}: CartButtonProps) {
  const badge = cartCount > 99 ? '99+' : String(cartCount);
  // The server-rendered header is on screen before the page hydrates: a pointer that came over the cart
  // before then never 'enters' again, so it opens the preview once hovering is handled.
  const cartWrap = useRef<HTMLDivElement>(null);
  const hoverHandled = onCartMouseEnter !== undefined;
  // Only when hovering starts to be handled, not on each render (the handler is a new function each time).
  const enterIfHovered = useEffectEvent(() => {
    if (cartWrap.current?.matches(':hover')) onCartMouseEnter?.();
  });
  useEffect(() => {
    if (hoverHandled) enterIfHovered();
  }, [hoverHandled]);
  return (
    <div ref={cartWrap} className={styles.cartWrap} onMouseEnter={onCartMouseEnter} onMouseLeave={onCartMouseLeave}>
      <button
        type="button"
        className={styles.cartButton}
        onClick={onCartClick}
        aria-label={messages.ui.cartAria(cartCount)}
        aria-expanded={cartPreview ? Boolean(cartPreviewOpen) : undefined}
      >
        <Icon name="cart" size={22} />
        <span className={styles.cartLabel} aria-hidden="true">
          {messages.ui.cart}
        </span>
        {/* A space between 'Carrito' and the count: the visible text reads 'Carrito 2', inside the name (WCAG 2.5.3). */}
        {cartCount > 0 ? ' ' : null}
        {cartCount > 0 ? (
          <span className={styles.cartBadge} aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {cartPreview ? <div className={styles.cartPreview}>{cartPreview}</div> : null}
    </div>
  );
});
