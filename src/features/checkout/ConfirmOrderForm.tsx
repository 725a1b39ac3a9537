import { useId, type ReactNode } from 'react';
import { OBSERVATION_MAX_LENGTH, RECIPIENT_NAME_MAX_LENGTH } from '../../../machines/constants';
import { formatDeduction, formatPesos } from '../../../machines/rules/money';
import { receivingWords } from '../../../machines/rules/orderWording';
import { messages } from '../../../machines/messages';
import { useForm } from '../../app/useForm';
import { cartViewTexts } from '../../../machines/screenTexts/cartViews';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import * as styles from './ConfirmOrderForm.css';
import { FormAlert } from '../../ui/FormAlert';
import { LinkedMessage } from '../../ui/LinkedMessage';
import * as card from '../../ui/FormCard.css';
import { Icon } from '../../ui/Icon';
import { TextAreaField } from '../../ui/TextAreaField';
import { TextField } from '../../ui/TextField';
import { formTexts } from '../../../machines/screenTexts/forms';

export interface ConfirmOrderValues {
  recipientName: string;
  phone: string;
  cellPhone: string;
  observation: string;
}

const noFieldErrors: Partial<Record<keyof ConfirmOrderValues, string>> = {};

export interface ConfirmOrderSummary {
  lines: ReadonlyArray<{ id: string; name: string; quantity: number; total: number; unitLabel?: string }>;
  subtotal: number;
  vat: number;
  /** Hidden when undefined (pick-up). */
  deliveryFee?: number;
  /** Shown as a note when above 0. */
  savings: number;
  /** The applied coupon's line; hidden when undefined. */
  discount?: { label: string; amount: number };
  /** What the customer pays (the coupon's discount already out). */
  total: number;
}

export interface ConfirmOrderDelivery {
  pickup: boolean;
  city: string;
  /** Delivery address, or the store's when picking up. */
  address?: string;
  /** Already formatted for people, e.g. 'sábado 14 de junio' (src/app/format.ts). */
  date: string;
  time: string;
}

export interface ConfirmOrderFormProps {
  defaultValues?: Partial<ConfirmOrderValues>;
  delivery: ConfirmOrderDelivery;
  /** Link to change the delivery data. Default '/confirmar-ubicacion'; null hides it. */
  editDeliveryHref?: string | null;
  summary: ConfirmOrderSummary;
  /** checkout.submitted with the order the shell builds from these values (the checkout machine validates them in the spec's order). */
  onSubmit: (values: ConfirmOrderValues) => void;
  busy?: boolean;
  /** Error slot above the fields (the checkout machine's validation or sending error); a text's screen paths show as links. */
  error?: ReactNode;
  fieldErrors?: Partial<Record<keyof ConfirmOrderValues, string>>;
  /** Default 'Confirma tu pedido'. */
  title?: string;
  /** Under the totals: the coupon field (no <form> of its own: it sits inside this one). */
  coupon?: ReactNode;
  /** Under the title, before anything else: what changed since the cart (the changed prices). */
  notice?: ReactNode;
}

export function ConfirmOrderForm({
  defaultValues = {},
  delivery,
  editDeliveryHref = '/confirmar-ubicacion',
  summary,
  onSubmit,
  busy = false,
  error,
  fieldErrors = noFieldErrors,
  title = formTexts.confirmTitle,
  coupon,
  notice,
}: ConfirmOrderFormProps) {
  const t = formTexts;
  const words = receivingWords(delivery.pickup);
  const summaryId = useId();

  // Values only: the checkout machine judges them and its messages come back as props.
  const { text, formProps } = useForm<ConfirmOrderValues>(
    () => ({
      recipientName: defaultValues.recipientName ?? '',
      phone: defaultValues.phone ?? '',
      cellPhone: defaultValues.cellPhone ?? '',
      observation: defaultValues.observation ?? '',
    }),
    onSubmit,
    { fieldErrors },
  );

  return (
    <form className={styles.form} {...formProps} aria-busy={busy || undefined}>
      <div className={styles.main}>
        <div className={card.head}>
          <h1 className={card.title}>{title}</h1>
        </div>

        {notice}

        {error ? <FormAlert>{typeof error === 'string' ? <LinkedMessage text={error} /> : error}</FormAlert> : null}

        <div className={styles.delivery}>
          <Icon name={delivery.pickup ? 'store' : 'moto'} size={24} className={styles.deliveryIcon} />
          <div className={styles.deliveryText}>
            <p className={styles.deliveryTitle}>{delivery.pickup ? t.pickUp : t.homeDelivery}</p>
            <p className={styles.deliveryLine}>
              {delivery.address ? `${delivery.address}, ` : ''}
              {delivery.city}
            </p>
            <p className={styles.deliveryLine}>
              {delivery.date} · {delivery.time}
            </p>
          </div>
          {editDeliveryHref ? (
            <AppLink href={editDeliveryHref} className={styles.edit}>
              {messages.location.change}
            </AppLink>
          ) : null}
        </div>

        <div className={styles.fields}>
          <TextField
            className={styles.full}
            label={words.recipientLabel}
            autoComplete="name"
            maxLength={RECIPIENT_NAME_MAX_LENGTH}
            {...text('recipientName')}
            required
          />
          <TextField label={t.phone} type="tel" inputMode="tel" autoComplete="tel" {...text('phone')} required />
          <TextField
            label={t.cellPhone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint={t.cellPhoneHint}
            {...text('cellPhone')}
            required
          />
          <TextAreaField
            className={styles.full}
            label={t.observation}
            optional
            rows={3}
            maxLength={OBSERVATION_MAX_LENGTH}
            showCount
            placeholder={words.observationHint}
            {...text('observation')}
          />
        </div>
      </div>

      <aside className={styles.aside} aria-labelledby={summaryId}>
        <h2 id={summaryId} className={styles.asideTitle}>
          {cartViewTexts.summaryTitle}
        </h2>
        <ul className={styles.lines} role="list">
          {summary.lines.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.qty}>{line.quantity}×</span>
              <span className={styles.lineName}>
                {line.name}
                {line.unitLabel ? ` (${line.unitLabel})` : ''}
              </span>
              <span className={styles.lineTotal}>{formatPesos(line.total)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt className={styles.term}>{cartViewTexts.subtotal}</dt>
            <dd className={styles.value}>{formatPesos(summary.subtotal)}</dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{cartViewTexts.vat}</dt>
            <dd className={styles.value}>{formatPesos(summary.vat)}</dd>
          </div>
          {summary.deliveryFee !== undefined ? (
            <div className={styles.row}>
              <dt className={styles.term}>{cartViewTexts.deliveryFee}</dt>
              <dd className={styles.value}>{formatPesos(summary.deliveryFee)}</dd>
            </div>
          ) : null}
          {summary.discount ? (
            <div className={styles.row} data-testid="coupon-discount">
              <dt className={styles.discountTerm}>{summary.discount.label}</dt>
              <dd className={styles.discountValue}>{formatDeduction(summary.discount.amount)}</dd>
            </div>
          ) : null}
          <div className={styles.grandRow}>
            <dt className={styles.grandTerm}>{cartViewTexts.total}</dt>
            <dd className={styles.grandValue}>{formatPesos(summary.total)}</dd>
          </div>
        </dl>
        {summary.savings > 0 ? (
          <p className={styles.saving}>
            {cartViewTexts.savings} {formatPesos(summary.savings)}
          </p>
        ) : null}
        {coupon}
        <Button type="submit" size="lg" fullWidth busy={busy} iconStart={<Icon name="shield" size={20} />}>
          {t.pay} {formatPesos(summary.total)}
        </Button>
      </aside>
    </form>
  );
}
