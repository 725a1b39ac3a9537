/**
 * The city picker of the location dialog (src/features/location/CityPicker.tsx: the cities are listed on
 * open). Part of the message catalogue (machines/messages.ts): only that lazily loaded dialog shows
 * them. All redactado: the spec quotes none of these texts.
 */
export const cityPickerTexts = {
  filterHint: 'Toca tu ciudad o escribe para buscarla.',
  listLabel: 'Ciudades con domicilio',
  loading: 'Cargando ciudades…',
  noMatch: (typed: string) => `Ninguna ciudad coincide con «${typed}».`,
  none: 'No pudimos cargar las ciudades.',
  retry: 'Reintentar',
  current: 'actual',
} as const;
