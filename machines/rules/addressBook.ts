import { messages } from '../messages';
import { addressBodySchema, type AddressBody, type SavedAddress } from '../schemas';
import type { Address } from '../schemas/salesPoint';
import { accountPages } from '../screenTexts/accountPages';
import { addressFromInput } from './address';
import { fieldErrorsOf, type FieldErrors, type FormCheck, type FormRefusal } from './accountForms';
import { normalizeSearchText } from './searchText';

/**
 * Mis Direcciones (the addressBook machine): the address dialog's rules, and which saved address
 * an order can use. The dialog is checked with the schema the server applies to the body
 * (addressBodySchema, the same validation as the other account forms, rules/accountForms.ts).
 */

/** What the address dialog sends: the street as typed; the city is the address's or the location's. */
export interface AddressFormValues {
  alias: string;
  direccion: string;
  barrio: string;
  complemento: string;
  predeterminada: boolean;
}

/** The dialog's fields: a schema message for any other goes above the form. */
export const ADDRESS_FORM_FIELDS = ['alias', 'direccion', 'barrio', 'complemento'] as const;

/** The body's segmentoCompleto is what the customer typed as direccion (plus its complement). */
const fieldOf = (key: string): string =>
  key === 'segmentoCompleto' || key.startsWith('segmentoDireccion') || key === 'nomenclatura' ? 'direccion' : key;

function splitErrors(all: FieldErrors): FormRefusal {
  const fieldErrors: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [key, message] of Object.entries(all)) {
    if (message === undefined) continue;
    const field = fieldOf(key);
    if ((ADDRESS_FORM_FIELDS as readonly string[]).includes(field)) fieldErrors[field] ??= message;
    else elsewhere.push(message);
  }
  return { formError: elsewhere.length > 0 ? elsewhere.join(' ') : null, fieldErrors };
}

/** The body POST/PUT direcciones send: the typed street split into estructuraDireccion, plus barrio and alias. */
export function addressBodyOf(values: AddressFormValues, ciudad: string): AddressBody {
  const address = addressFromInput({
    ciudad,
    direccion: values.direccion,
    complemento: values.complemento,
    barrio: values.barrio,
  });
  return { ...address, alias: values.alias.trim(), barrio: address.barrio ?? '', predeterminada: values.predeterminada };
}

/** The dialog's values checked with the API's schema: the body to send, or the messages to show. */
export function checkAddressForm(
  values: AddressFormValues,
  ciudad: string,
  editing: Pick<SavedAddress, 'predeterminada'> | null = null,
): FormCheck {
  // Editing the default keeps it the default (false would hand the mark to another one, server rule).
  const body = addressBodyOf(editing?.predeterminada ? { ...values, predeterminada: true } : values, ciudad);
  const parsed = addressBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const refusal = splitErrors(fieldErrorsOf(parsed.error.issues));
  return {
    ok: false,
    formError: refusal.formError ?? (Object.keys(refusal.fieldErrors).length > 0 ? null : accountPages.checkFields),
    fieldErrors: refusal.fieldErrors,
  };
}

/** An API refusal of the dialog: 422 messages under its fields, anything else (20 addresses, 404, docs/product.md#errores) above it. */
export function addressRefusalOf(error: unknown): FormRefusal {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    info?: { errors?: Record<string, string[]> };
  };
  const message = typeof failure.message === 'string' && failure.message !== '' ? failure.message : messages.http.other;
  const all: FieldErrors = {};
  for (const [key, list] of Object.entries(failure.info?.errors ?? {})) if (list[0]) all[key] = list[0];
  const refusal = splitErrors(all);
  return {
    formError: refusal.formError ?? (Object.keys(refusal.fieldErrors).length > 0 ? null : message),
    fieldErrors: refusal.fieldErrors,
  };
}

/** An order goes to an address of the city whose sales point prepares it (ignoring case and accents). */
export function isAddressInCity(address: Pick<SavedAddress, 'ciudad'>, city: string | null): boolean {
  return (
    city !== null &&
    normalizeSearchText(address.ciudad) !== '' &&
    normalizeSearchText(address.ciudad) === normalizeSearchText(city)
  );
}

/** What the order uses: a saved address of the city, or one typed for it. */
export type AddressChoice = number | 'typed';

/**
 * The address preselected for the order: the current choice while it is still there and in the
 * city; else the default; else the newest of the city; else a typed one.
 */
export function preferredChoice(
  list: readonly SavedAddress[],
  city: string | null,
  current: AddressChoice | null,
): AddressChoice {
  const usable = list.filter((a) => isAddressInCity(a, city));
  if (current === 'typed') return 'typed';
  if (current !== null && usable.some((a) => a.id === current)) return current;
  return (usable.find((a) => a.predeterminada) ?? usable[0])?.id ?? 'typed';
}

/** A saved address as the location keeps it (estructuraDireccion plus barrio). */
export function deliveryAddressOf(saved: SavedAddress): Address {
  return {
    ciudad: saved.ciudad,
    departamento: saved.departamento,
    nomenclatura: saved.nomenclatura,
    segmentoDireccion1: saved.segmentoDireccion1,
    segmentoDireccion2: saved.segmentoDireccion2,
    segmentoDireccion3: saved.segmentoDireccion3,
    complemento: saved.complemento,
    segmentoCompleto: saved.segmentoCompleto,
    barrio: saved.barrio,
  };
}

/** The body that makes a saved address the default without changing anything else. */
export function defaultBodyOf(saved: SavedAddress): AddressBody {
  return { ...deliveryAddressOf(saved), alias: saved.alias, barrio: saved.barrio, predeterminada: true };
}

/** The dialog's starting values: the address being edited, or an empty one. */
export function formValuesOf(saved: SavedAddress | null): AddressFormValues {
  if (!saved) return { alias: '', direccion: '', barrio: '', complemento: '', predeterminada: false };
  // The street as typed: segmentoCompleto without the complement it was saved with.
  const suffix = saved.complemento !== '' ? `, ${saved.complemento}` : '';
  const direccion =
    suffix !== '' && saved.segmentoCompleto.endsWith(suffix)
      ? saved.segmentoCompleto.slice(0, -suffix.length)
      : saved.segmentoCompleto;
  return {
    alias: saved.alias,
    direccion,
    barrio: saved.barrio,
    complemento: saved.complemento,
    predeterminada: saved.predeterminada,
  };
}

/** A typed delivery address kept from /confirmar-ubicacion: named by its street (the customer can rename it). */
export function typedAddressBody(address: Address): AddressBody {
  const street = address.segmentoCompleto.split(',')[0]?.trim() ?? '';
  return { ...address, alias: street.slice(0, 40), barrio: address.barrio ?? '', predeterminada: false };
}
