import { Suspense, type ReactNode, type SVGProps } from 'react';
import { loadedLazy } from './loadedLazy';
import type { morePaths } from './moreIcons';
import * as styles from './Icon.css';

/**
 * The icons the first route's own code draws (header, search, location chip, cookie banner, toasts,
 * offline badge and panel, scroll-to-top) are here; the others are in ./moreIcons, a chunk loaded by
 * the first icon that needs it (a lazily loaded screen, an island rendered by the browser). Drawn on
 * the server or while that chunk loads, such an icon sits in a Suspense boundary of its own inside
 * the <svg>, so hydration never waits for it nor mismatches.
 */

/** Stroke icons on a 24×24 grid (filled ones marked). Decorative unless `title` is given. */
const paths = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  cart: (
    <>
      <path d="M3 4h2.2l2.3 11.2a1.6 1.6 0 0 0 1.6 1.3h8.6a1.6 1.6 0 0 0 1.6-1.2L21 8H6.1" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17.5" cy="20" r="1.3" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.3-3.6 4.2-5.5 7.5-5.5s6.2 1.9 7.5 5.5" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  chevronDown: <path d="m6 9 6 6 6-6" />,
  arrowUp: <path d="M12 19V5M5.5 11.5 12 5l6.5 6.5" />,
  wifiOff: (
    <>
      <path d="M3 3l18 18M8.6 8.7A13 13 0 0 0 2 12M12 6c3.6 0 6.9 1.5 9.3 3.9M5.5 15.4a9 9 0 0 1 5-2.4M15.4 13.3c1 .5 1.9 1.2 2.6 2" />
      <circle cx="12" cy="19" r="1" />
    </>
  ),
  checkCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.3 2.8 2.8L16.3 9.5" />
    </>
  ),
  alert: (
    <>
      <path d="M12 3.5 2.5 20h19L12 3.5Z" />
      <path d="M12 10v4.5M12 17.3v.2" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5.5M12 7.7v.2" />
    </>
  ),
  errorCircle: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m9 9 6 6M15 9l-6 6" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.9 7.5-9.5V6L12 3Z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof paths | keyof typeof morePaths;

const moreIcons = loadedLazy(() => import('./moreIcons'));

/**
 * The other icons' chunk, asked for with every lazily loaded screen so that they are in when it
 * renders. A page that hydrates after it came renders them at once inside their boundary, so the
 * boundary hydrates with the page: behind React.lazy it stayed the server's HTML, and the first
 * re-render of its control (the storefront's start) threw that HTML away and left '−' and '+'
 * blank until React came back to it.
 */
export const preloadMoreIcons: () => Promise<unknown> = moreIcons.load;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Pixel size (width = height). Default 20. */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string;
}

export function Icon({ name, size = 20, title, className, ...rest }: IconProps) {
  const More = moreIcons.component;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className ? `${styles.icon} ${className}` : styles.icon}
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      {name in paths ? (
        paths[name as keyof typeof paths]
      ) : (
        <Suspense fallback={null}>
          <More name={name as keyof typeof morePaths} />
        </Suspense>
      )}
    </svg>
  );
}
