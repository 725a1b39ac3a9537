import { MAINTENANCE_PREFERENCE_KEY, POPUP_IMAGE_PREFERENCE_KEY, PREFERENCES_CHANNEL } from '../../machines/constants';
import type { Preference } from '../../machines/schemas';

/** Storefront preferences (channel 2) a new database starts with: open for business. */
export const seedPreferences: readonly (Preference & { canal: number })[] = [
  { canal: PREFERENCES_CHANNEL, llave: MAINTENANCE_PREFERENCE_KEY, valor: 'N' },
  { canal: PREFERENCES_CHANNEL, llave: POPUP_IMAGE_PREFERENCE_KEY, valor: '/img/popup-registro.svg' },
];
