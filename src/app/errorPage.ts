import { createActor } from 'xstate';
import { errorPageMachine } from '../../machines/errorPage';
import type { ApiFailureReport } from '../api/failures';

export { selectCanGoBack, selectErrorStatus, selectSecondsLeft } from '../../machines/errorPage';

/**
 * The one app-level error page (machines/errorPage.ts): created once per page load, outside any
 * component, by src/app/errorPageLoader.ts when the first API answer fails (the first route
 * downloads none of it). Every failed answer is reported to it with whether the site is in
 * maintenance; its guards decide what (if anything) is shown.
 */
export const errorPage = createActor(
  errorPageMachine.provide({
    actions: {
      reloadPage: () => window.location.reload(),
      goBack: () => window.history.back(),
    },
  }),
).start();

export const reportFailure = (report: ApiFailureReport, inMaintenance: boolean) =>
  errorPage.send({ type: 'errorPage.httpFailed', ...report, inMaintenance });
