import { PROGRESS_BAR_THROTTLE_MS } from '../../machines/constants';

/**
 * The spec's progress bar (docs/product.md#constantes: "progress bar throttle 200 ms, duration 5 s"): a thin bar along the
 * top of the page while an API call has been pending longer than PROGRESS_BAR_THROTTLE_MS. It fills
 * towards 90 % over PROGRESS_BAR_DURATION_MS and completes when the last pending call ends; a quick
 * call never shows it. It lives with the HTTP client (src/api/http.ts), which the first route does not
 * load; the bar itself (src/api/progressBar.ts) is loaded the first time a call is slow.
 */

/** What the tracker drives: the bar in the page, or a test's record. */
export interface ProgressView {
  show(): void;
  /** The last pending call ended: complete and go. */
  finish(): void;
}

export interface ProgressTracker {
  /** A call started; the function returned ends it (calling it again does nothing). */
  start(): () => void;
}

/** Shows the view once some call has been pending `delayMs`, finishes it when no call is pending. */
export function createProgressTracker(view: ProgressView, delayMs: number = PROGRESS_BAR_THROTTLE_MS): ProgressTracker {
  let pending = 0;
  let shown = false;
  return {
    start() {
      pending += 1;
      // Each call its own wait: a call that started 50 ms ago does not show the bar because an older one ended.
      const timer = setTimeout(() => {
        if (shown) return;
        shown = true;
        view.show();
      }, delayMs);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        clearTimeout(timer);
        pending -= 1;
        if (pending > 0 || !shown) return;
        shown = false;
        view.finish();
      };
    },
  };
}

/**
 * The bar in the page, loaded the first time a call is slow (src/api/progressBar.ts: it reads the
 * theme's colours, which a Node test of this client cannot load). Its show and finish keep their order.
 */
function pageProgressView(): ProgressView {
  let bar: Promise<ProgressView> | null = null;
  const loaded = () => (bar ??= import('./progressBar').then((m) => m.pageProgressBar()));
  const run = (step: (view: ProgressView) => void) => {
    if (typeof document === 'undefined') return;
    loaded().then(step, () => {
      // Not loaded (offline before the chunk was cached): the calls go on without a bar; try again next time.
      bar = null;
    });
  };
  return { show: () => run((v) => v.show()), finish: () => run((v) => v.finish()) };
}

/** The page's one tracker (every request of src/api/http.ts). */
export const apiProgress: ProgressTracker = createProgressTracker(pageProgressView());
