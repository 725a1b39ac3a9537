/**
 * The footer's payment badges as the build writes them (scripts/images/): WebP copies of each
 * drawing in public/img/pagos/<method>.svg at 1×, 2× and 3× the badge's width, shown with an
 * x-descriptor srcset. Rasters rather than the SVGs: each SVG <img> is a document of its own that
 * the phone builds on its main thread (17–28 ms each at 4× CPU, eight of them wherever the footer
 * comes near the screen), while a raster is decoded off it (docs/performance.md).
 */
export const PAYMENT_BADGE = { width: 52, height: 26 } as const;
export const PAYMENT_BADGE_SCALES = [1, 2, 3] as const;
/** Where the drawings are (under public/) and where the build writes their copies. */
export const PAYMENT_BADGE_FOLDER = '/img/pagos';

/** `/img/pagos/<method>-<width>.webp`: the copy `scale` times the badge's width. */
export const paymentBadgeUrl = (method: string, scale: number) =>
  `${PAYMENT_BADGE_FOLDER}/${method}-${PAYMENT_BADGE.width * scale}.webp`;

export const paymentBadgeSrcSet = (method: string) =>
  PAYMENT_BADGE_SCALES.map((scale) => `${paymentBadgeUrl(method, scale)} ${scale}x`).join(', ');
