import { APP_VERSION } from '../../machines/constants';
import { messages, SUPPORT_CHAT_URL, SUPPORT_PHONE } from '../../machines/messages';
import { homeAndFooter } from '../../machines/screenTexts/homeAndFooter';
import { AppLink } from './AppLink';
import { Icon, type IconName } from './Icon';
import * as styles from './Footer.css';
import { PAYMENT_BADGE, paymentBadgeSrcSet, paymentBadgeUrl } from './paymentBadges';

export type PaymentMethod = keyof typeof homeAndFooter.footer.paymentAlt;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'visa',
  'amex',
  'mastercard',
  'pse',
  'diners',
  'daviplata',
  'nequi',
  'efectivo',
];

export interface FooterLink {
  label: string;
  href: string;
  /** New tab. Absolute http(s) links open in a new tab anyway. */
  external?: boolean;
}

export interface SocialLink {
  network: Extract<IconName, 'instagram' | 'facebook' | 'tiktok' | 'youtube' | 'x'>;
  /** Accessible name, e.g. 'Instagram'. */
  label: string;
  href: string;
}

export interface FooterProps {
  /** Copyright year (the shell passes new Date().getFullYear()). */
  year: number;
  /** Default APP_VERSION ('Versión 1.0.0'). */
  version?: string;
  /** 'Accesos rápidos' column. */
  quickLinks: readonly FooterLink[];
  /** 'Nuestros restaurantes'. */
  restaurantsHref: string;
  contactHref: string;
  privacyHref: string;
  /** Support chat; default SUPPORT_CHAT_URL. */
  supportChatHref?: string;
  /** Default SUPPORT_PHONE. */
  phone?: string;
  socialLinks: readonly SocialLink[];
  /** 'Retirar consentimiento de cookies' (Ley 1581), while consent is given; hidden when not given. */
  onWithdrawConsent?: () => void;
  /** Default all eight; their badges as the build writes them (src/ui/paymentBadges.ts). */
  paymentMethods?: readonly PaymentMethod[];
}

const isAbsolute = (href: string) => /^https?:/.test(href);

function FooterAnchor({ link, icon }: { link: FooterLink; icon?: IconName }) {
  return (
    <AppLink href={link.href} external={link.external ?? isAbsolute(link.href)} className={styles.link}>
      {icon ? <Icon name={icon} size={18} className={styles.linkIcon} /> : null}
      {link.label}
    </AppLink>
  );
}

export function Footer({
  year,
  version = APP_VERSION,
  quickLinks,
  restaurantsHref,
  contactHref,
  privacyHref,
  supportChatHref = SUPPORT_CHAT_URL,
  phone = SUPPORT_PHONE,
  socialLinks,
  onWithdrawConsent,
  paymentMethods = PAYMENT_METHODS,
}: FooterProps) {
  const t = homeAndFooter.footer;
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <section className={styles.payments} aria-labelledby="footer-payments">
          <h2 id="footer-payments" className={styles.heading}>
            {t.paymentMethods}
          </h2>
          <ul className={styles.paymentList} role="list">
            {paymentMethods.map((method) => (
              <li key={method} className={styles.paymentItem}>
                <img
                  src={paymentBadgeUrl(method, 2)}
                  srcSet={paymentBadgeSrcSet(method)}
                  alt={t.paymentAlt[method]}
                  width={PAYMENT_BADGE.width}
                  height={PAYMENT_BADGE.height}
                  loading="lazy"
                  className={styles.paymentImage}
                />
              </li>
            ))}
          </ul>
        </section>

        <div className={styles.columns}>
          <div className={styles.brand}>
            <p className={styles.brandName}>
              <strong>{messages.ui.brandName}</strong>
            </p>
            <p className={styles.tagline}>{t.tagline}</p>
          </div>

          <nav className={styles.column} aria-labelledby="footer-quick">
            <h2 id="footer-quick" className={styles.heading}>
              {t.quickAccess}
            </h2>
            <ul className={styles.links} role="list">
              {quickLinks.map((link) => (
                <li key={link.href}>
                  <FooterAnchor link={link} />
                </li>
              ))}
            </ul>
          </nav>

          <nav className={styles.column} aria-labelledby="footer-service">
            <h2 id="footer-service" className={styles.heading}>
              {t.customerService}
            </h2>
            <ul className={styles.links} role="list">
              <li>
                <FooterAnchor link={{ label: t.restaurants, href: restaurantsHref }} icon="store" />
              </li>
              <li>
                <FooterAnchor link={{ label: t.supportChat, href: supportChatHref, external: true }} icon="chat" />
              </li>
              <li>
                <FooterAnchor link={{ label: t.contact, href: contactHref }} icon="mail" />
              </li>
              <li>
                <AppLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                  <Icon name="phone" size={18} className={styles.linkIcon} />
                  {t.phone}: {phone}
                </AppLink>
              </li>
              <li>
                <FooterAnchor link={{ label: t.privacy, href: privacyHref }} icon="shield" />
              </li>
              {onWithdrawConsent ? (
                <li>
                  <button type="button" className={styles.linkButton} onClick={onWithdrawConsent} data-action="consent.withdraw">
                    <Icon name="shield" size={18} className={styles.linkIcon} />
                    {messages.cookies.withdraw}
                  </button>
                </li>
              ) : null}
            </ul>
          </nav>

          <section className={styles.column} aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t.followUs}
            </h2>
            <ul className={styles.social} role="list">
              {socialLinks.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.socialLink}
                    aria-label={`${social.label} ${messages.ui.opensInNewTab}`}
                  >
                    <Icon name={social.network} size={22} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div className={styles.bottom}>
          <p>{t.copyright(year)}</p>
          <p>{t.version(version)}</p>
        </div>
      </div>
    </footer>
  );
}
