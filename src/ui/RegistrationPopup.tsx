/**
 * Radix Dialog inside (through Modal): lazy-load this file
 * (`React.lazy(() => import('./ui/RegistrationPopup'))`).
 * The registration-coupon popup (docs/product.md#pantallas-y-rutas): the promotional image and the coupon's sentence;
 * the image and the button lead to registro, closing dismisses it.
 */
import { Button } from './Button';
import { Modal } from './Modal';
import * as styles from './RegistrationPopup.css';
import { promotionTexts } from '../../machines/screenTexts/promotions';

export interface RegistrationPopupProps {
  open: boolean;
  /** Promotional image (imagen-popup-inicio, or the default). */
  image: string;
  /** The coupon's sentence (mensaje). */
  message: string;
  /** Image or 'Quiero registrarme'. */
  onRegister: () => void;
  /** Close button, Escape, outside click or 'Ahora no'. */
  onDismiss: () => void;
}

export function RegistrationPopup({ open, image, message, onRegister, onDismiss }: RegistrationPopupProps) {
  const t = promotionTexts;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onDismiss();
      }}
      title={t.title}
      hideTitle
      flush
      size="md"
    >
      <button type="button" className={styles.imageButton} onClick={onRegister}>
        <img className={styles.image} src={image} alt={t.imageAlt} width={600} height={400} />
      </button>
      <div className={styles.text}>
        <p className={styles.title} aria-hidden="true">
          {t.title}
        </p>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <Button variant="primary" fullWidth onClick={onRegister}>
            {t.register}
          </Button>
          <Button variant="ghost" fullWidth onClick={onDismiss}>
            {t.later}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export default RegistrationPopup;
