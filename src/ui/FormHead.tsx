import * as card from './FormCard.css';

/** Title (h1) and optional line under it at the top of a form card. */
export function FormHead({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className={card.head}>
      <h1 className={card.title}>{title}</h1>
      {subtitle ? <p className={card.subtitle}>{subtitle}</p> : null}
    </div>
  );
}
