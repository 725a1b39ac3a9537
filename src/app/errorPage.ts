import { createActor } from 'xstate';
import { selectIsInMaintenance } from '../../machines/boot';
import { onApiFailure } from '../api/failures';
import { providedErrorPage } from './effects';
import { clientRefs } from './storefront';

/**
 * The one app-level error page (machines/errorPage.ts): created once per page load, outside
 * any component. Every failed API answer is reported to it with whether the site is in
 * maintenance; its guards decide what (if anything) is shown.
 */
export const errorPage = createActor(providedErrorPage).start();

onApiFailure((report) =>
  errorPage.send({ type: 'errorPage.httpFailed', ...report, inMaintenance: selectIsInMaintenance(clientRefs().boot.getSnapshot()) }),
);
