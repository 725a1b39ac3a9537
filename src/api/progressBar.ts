import { PROGRESS_BAR_DURATION_MS } from '../../machines/constants';
import { vars } from '../styles/theme.css';
import type { ProgressView } from './progress';

/**
 * The spec's progress bar in the page (src/api/progress.ts decides when): a thin bar along the top,
 * drawn with the CSSOM and the Web Animations API (no stylesheet of its own, nothing the CSP forbids),
 * without movement when the customer asked for reduced motion. Never in the way: no pointer events.
 */

/** How far the bar fills while the calls are still pending (it completes only when they end). */
const PENDING_FILL = 0.9;
/** The completed bar's fade. */
const FINISH_MS = 200;

/** The bar in the page: hidden from assistive technology (a visual cue of the spec's, not content). */
export function pageProgressBar(): ProgressView {
  let bar: HTMLElement | null = null;
  let fill: HTMLElement | null = null;
  const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return {
    show() {
      if (typeof document === 'undefined' || !document.body) return;
      bar?.remove();
      bar = document.createElement('div');
      // Only a sight cue: outside every landmark, a progressbar would be read out of context (axe 'region'),
      // and what is loading already says so in its own place ('Cargando…', busy buttons).
      bar.setAttribute('aria-hidden', 'true');
      bar.dataset.testid = 'api-progress';
      Object.assign(bar.style, {
        position: 'fixed',
        top: '0',
        left: '0',
        right: '0',
        height: '3px',
        zIndex: vars.zIndex.toast,
        pointerEvents: 'none',
      });
      fill = document.createElement('div');
      Object.assign(fill.style, {
        height: '100%',
        background: vars.color.brand,
        transformOrigin: '0 50%',
        transform: `scaleX(${PENDING_FILL})`,
      });
      bar.append(fill);
      document.body.append(bar);
      if (!reducedMotion() && typeof fill.animate === 'function') {
        fill.animate([{ transform: 'scaleX(0)' }, { transform: `scaleX(${PENDING_FILL})` }], {
          duration: PROGRESS_BAR_DURATION_MS,
          easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
        });
      }
    },
    finish() {
      const done = bar;
      const doneFill = fill;
      bar = null;
      fill = null;
      if (!done || !doneFill) return;
      // Complete: the filling animation (which would override the style) stops where the bar is full.
      for (const running of doneFill.getAnimations?.() ?? []) running.cancel();
      doneFill.style.transform = 'scaleX(1)';
      if (reducedMotion() || typeof done.animate !== 'function') {
        done.remove();
        return;
      }
      done.animate([{ opacity: 1 }, { opacity: 0 }], { duration: FINISH_MS, easing: 'ease-in' }).finished.then(
        () => done.remove(),
        () => done.remove(),
      );
    },
  };
}
