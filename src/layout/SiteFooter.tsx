import { APP_VERSION } from '../../machines/constants';
import { SUPPORT_CHAT_URL, SUPPORT_PHONE } from '../../machines/messages';
import { menuTexts } from '../../machines/screenTexts/menu';
import { CONTACT_URL, INSTAGRAM_URL } from '../../machines/rules/menu';
import { selectHasAcceptedCookies } from '../../machines/boot';
import { useBoot, useBootEvents } from '../app/hooks';
import { Footer } from '../ui/Footer';

/** The shell's footer (src/layout/Layout.tsx keeps it as the server's HTML: a chunk of its own). */
export default function SiteFooter() {
  const accepted = useBoot(selectHasAcceptedCookies);
  const boot = useBootEvents();
  return (
    <Footer
      year={new Date().getFullYear()}
      version={APP_VERSION}
      quickLinks={[
        { label: menuTexts.products, href: '/productos' },
        { label: menuTexts.myCart, href: '/carrito' },
        { label: menuTexts.trackOrders, href: '/seguir-pedidos' },
        { label: menuTexts.recommended, href: '/recomendados' },
      ]}
      restaurantsHref="https://www.pollosbrasa.co/restaurantes"
      contactHref={CONTACT_URL}
      privacyHref="https://www.pollosbrasa.co/politica-de-privacidad"
      supportChatHref={SUPPORT_CHAT_URL}
      phone={SUPPORT_PHONE}
      onWithdrawConsent={accepted ? boot.withdrawConsent : undefined}
      socialLinks={[
        { network: 'instagram', label: 'Instagram', href: INSTAGRAM_URL },
        { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/pollosbrasa.co' },
        { network: 'tiktok', label: 'TikTok', href: 'https://www.tiktok.com/@pollosbrasa.co' },
      ]}
    />
  );
}
