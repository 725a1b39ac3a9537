import type { ReactNode } from 'react';
import { homeAndFooter } from '../../machines/screenTexts/homeAndFooter';
import { ButtonLink } from './Button';
import * as styles from './Hero.css';
import { Icon } from './Icon';

export interface HeroProps {
  /** Default '/img/hero.svg'. */
  imageSrc?: string;
  /** Decorative by default. */
  imageAlt?: string;
  headline?: string;
  text?: string;
  /** Short line above the headline (e.g. the city: 'Domicilios en Bogotá'). */
  eyebrow?: ReactNode;
  /** Default 'Ver productos' → /productos. */
  ctaLabel?: string;
  ctaHref?: string;
}

/** Home banner: headline, text and a 'Ver productos' link beside the hero image. */
export function Hero({
  imageSrc = '/img/hero.svg',
  imageAlt = '',
  headline = homeAndFooter.hero.headline,
  text = homeAndFooter.hero.text,
  eyebrow,
  ctaLabel = homeAndFooter.hero.cta,
  ctaHref = '/productos',
}: HeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.inner}>
        <div className={styles.text}>
          {eyebrow ? (
            <p className={styles.eyebrow}>
              <Icon name="pin" size={16} />
              {eyebrow}
            </p>
          ) : null}
          <h1 id="hero-title" className={styles.headline}>
            {headline}
          </h1>
          <p className={styles.lead}>{text}</p>
          <ButtonLink href={ctaHref} variant="accent" size="lg" iconEnd={<Icon name="chevronRight" size={20} />}>
            {ctaLabel}
          </ButtonLink>
        </div>
        <div className={styles.media}>
          <img src={imageSrc} alt={imageAlt} width={600} height={400} fetchPriority="high" className={styles.image} />
        </div>
      </div>
    </section>
  );
}
