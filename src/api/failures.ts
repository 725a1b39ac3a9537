/** A failed API answer (with a status), for the app-level error page (machines/errorPage.ts). */
export interface ApiFailureReport {
  status: number;
  method: string;
  /** Retry-After in seconds; null when the answer had none. */
  retryAfterSeconds: number | null;
}

const failureListeners = new Set<(report: ApiFailureReport) => void>();

/**
 * Subscribes to failed API answers; returns the unsubscribe. Apart from src/api/http.ts so that
 * the error page can listen without bringing the HTTP client (ofetch) with it.
 */
export function onApiFailure(listener: (report: ApiFailureReport) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/** src/api/http.ts: tells every listener of one failed answer. */
export function reportApiFailure(report: ApiFailureReport): void {
  for (const listener of failureListeners) listener(report);
}
