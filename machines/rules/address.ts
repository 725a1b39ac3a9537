import type { Address } from '../schemas/salesPoint';

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
