import type { Address } from '../schemas/salesPoint';
import { normalizeSearchText } from './searchText';

/**
 * A Colombian street address ('Calle 72 # 10-34') split into the spec's
 * estructuraDireccion: nomenclatura (street type), segmentoDireccion1 (street
 * number), segmentoDireccion2 and 3 (cross street and house number).
 */
const SEGMENT = String.raw`\d+\s*[A-Za-z]?(?:\s*bis)?(?:\s*(?:sur|este))?`;
const ADDRESS_PATTERN = new RegExp(
  String.raw`^\s*([A-Za-zÁÉÍÓÚáéíóúÑñ. ]+?)\s+(${SEGMENT})\s*(?:#|No\.?|N°|Nº)\s*(${SEGMENT})\s*-\s*(\d+)\s*(.*)$`,
  'i',
);

export interface AddressInput {
  ciudad: string;
  departamento?: string;
  direccion: string;
  complemento: string;
  /** The neighbourhood: its own field (the order's barrio), never mixed into the complement. */
  barrio?: string;
}

export function addressFromInput(input: AddressInput): Address {
  const direccion = input.direccion.trim().replace(/\s+/g, ' ');
  const complemento = input.complemento.trim();
  const match = ADDRESS_PATTERN.exec(direccion);
  // Without a street there is no address, whatever the complement says (the location's hasDeliveryAddress).
  const segmentoCompleto = direccion === '' ? '' : [direccion, complemento].filter(Boolean).join(', ');
  return {
    ciudad: input.ciudad.trim(),
    departamento: input.departamento?.trim() ?? '',
    nomenclatura: match?.[1]?.trim() ?? '',
    segmentoDireccion1: match?.[2]?.replace(/\s+/g, ' ').trim() ?? '',
    segmentoDireccion2: match?.[3]?.replace(/\s+/g, ' ').trim() ?? '',
    segmentoDireccion3: match?.[4]?.trim() ?? '',
    complemento: [match?.[5]?.trim(), complemento].filter(Boolean).join(', '),
    segmentoCompleto,
    barrio: input.barrio?.trim() ?? '',
  };
}

/** The words of a text, compared without case, accents or punctuation. */
const wordsOf = (text: string): string =>
  ` ${normalizeSearchText(text)
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim()} `;

/**
 * What the delivery form starts with (addresses follow the city): the location's address
 * when it is of the delivery city (or says no city), else the customer's profile address when it
 * names the delivery city; otherwise nothing. A profile address is free text: one that does not
 * name the city may be anywhere, and an address of another city is never offered after a city change.
 */
export function prefilledAddress(
  city: string,
  location: Address | null,
  profileAddress: string | undefined,
): { direccion: string; barrio: string } {
  const wanted = wordsOf(city);
  if (
    location &&
    location.segmentoCompleto.trim() !== '' &&
    (location.ciudad.trim() === '' || wordsOf(location.ciudad) === wanted)
  ) {
    return { direccion: location.segmentoCompleto, barrio: location.barrio ?? '' };
  }
  const profile = profileAddress?.trim() ?? '';
  if (profile !== '' && wanted.trim() !== '' && wordsOf(profile).includes(wanted)) return { direccion: profile, barrio: '' };
  return { direccion: '', barrio: '' };
}
