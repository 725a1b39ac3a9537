/**
 * Sales points, price lists (konda) and per-city availability of the seed data.
 * Prices per konda are the menu price (konda '28') times a multiplier, as menu
 * prices rounded to 100 pesos (see priceForKonda).
 */
import { DEFAULT_GENERIC_SALES_POINT, DEFAULT_KONDA } from '../../machines/constants';
import type { SalesPoint } from '../../machines/schemas';
import { netPriceForFinalPrice, UNIT_KG } from '../../machines/rules/pricing';
import type { OpeningHours } from '../../machines/rules/openingHours';

export interface SeedSalesPoint extends SalesPoint {
  isGeneric: boolean;
  nombre: string;
  direccion: string;
  horario: OpeningHours[];
}

/** Multiplier of the base price for each price list. */
export const kondaMultipliers: Readonly<Record<string, number>> = {
  [DEFAULT_KONDA]: 1, // '28': Cali, Bucaramanga, generic
  '29': 1.05, // Medellín
  '30': 1.08, // Bogotá
  '31': 1.03, // Barranquilla
};

/**
 * The stored net price (precio) of a product in a konda. The catalogue's prices are
 * menu prices: VAT included, per sale unit as the customer sees it (per kilo for KG,
 * which the storefront shows per libra at half). Each konda scales the menu price
 * and rounds it to 100 pesos; where VAT rounding cannot land on that round price
 * exactly, the nearest round price that it can land on is used.
 */
export function priceForKonda(menuPrice: number, konda: string, vatPercent: number, unit: string): number | undefined {
  const multiplier = kondaMultipliers[konda];
  if (multiplier === undefined) return undefined;
  const isKg = unit.toUpperCase() === UNIT_KG;
  const shown = isKg ? menuPrice / 2 : menuPrice;
  const target = Math.round((shown * multiplier) / 100) * 100;
  for (const step of [0, 100, -100, 200, -200, 300, -300]) {
    const net = netPriceForFinalPrice(target + step, vatPercent);
    if (net !== null) return isKg ? net * 2 : net;
  }
  throw new Error(`no round menu price near ${target} at ${vatPercent} % VAT`);
}

const WEEK = [0, 1, 2, 3, 4, 5, 6] as const;
const MONDAY_TO_SATURDAY = [1, 2, 3, 4, 5, 6] as const;
/** The same opening on the given weekdays (0 = domingo). */
const hours = (days: readonly number[], abre: string, cierra: string): OpeningHours[] =>
  days.map((dia) => ({ dia, abre, cierra }));

/**
 * The stores: each city's central sales point first (pdv_ciudad_central_satelite answers it),
 * then its satellites, which share the city's konda. Every store takes pick-up orders within
 * its opening hours (America/Bogotá); B002 closes at 15:00 and on Sundays, so 'Cerrado ahora'
 * shows every evening. The generic sales point only prices the catalogue: no hours, no pick-up.
 */
export const seedSalesPoints: readonly SeedSalesPoint[] = [
  {
    Vkbur: DEFAULT_GENERIC_SALES_POINT,
    Konda: DEFAULT_KONDA,
    citycode: '11001',
    city1: 'Bogotá',
    isGeneric: true,
    nombre: 'Oficina principal',
    direccion: 'Av. Calle 26 # 68C-61, Bogotá',
    horario: [],
  },
  {
    Vkbur: 'B001',
    Konda: '30',
    citycode: '11001',
    city1: 'Bogotá',
    isGeneric: false,
    nombre: 'Chapinero',
    direccion: 'Carrera 13 # 54-25, Chapinero',
    horario: hours(WEEK, '10:00', '22:00'),
  },
  {
    Vkbur: 'M001',
    Konda: '29',
    citycode: '05001',
    city1: 'Medellín',
    isGeneric: false,
    nombre: 'El Poblado',
    direccion: 'Carrera 43A # 7-50, El Poblado',
    horario: hours(WEEK, '10:00', '22:00'),
  },
  {
    Vkbur: 'C001',
    Konda: '28',
    citycode: '76001',
    city1: 'Cali',
    isGeneric: false,
    nombre: 'Granada',
    direccion: 'Avenida 9 Norte # 15-20, Granada',
    horario: hours(WEEK, '10:00', '22:00'),
  },
  {
    Vkbur: 'Q001',
    Konda: '31',
    citycode: '08001',
    city1: 'Barranquilla',
    isGeneric: false,
    nombre: 'Alto Prado',
    direccion: 'Carrera 53 # 76-120, Alto Prado',
    horario: [...hours(MONDAY_TO_SATURDAY, '10:00', '22:00'), ...hours([0], '11:00', '20:00')],
  },
  {
    Vkbur: 'S001',
    Konda: '28',
    citycode: '68001',
    city1: 'Bucaramanga',
    isGeneric: false,
    nombre: 'Cabecera',
    direccion: 'Carrera 33 # 48-05, Cabecera del Llano',
    horario: hours(WEEK, '10:00', '21:00'),
  },
  {
    Vkbur: 'B002',
    Konda: '30',
    citycode: '11001',
    city1: 'Bogotá',
    isGeneric: false,
    nombre: 'Usaquén',
    direccion: 'Calle 119 # 6-12, Usaquén',
    horario: hours(MONDAY_TO_SATURDAY, '11:00', '15:00'),
  },
  {
    Vkbur: 'B003',
    Konda: '30',
    citycode: '11001',
    city1: 'Bogotá',
    isGeneric: false,
    nombre: 'Salitre',
    direccion: 'Avenida Calle 24 # 69D-25, Salitre',
    horario: hours(WEEK, '11:00', '21:00'),
  },
  {
    Vkbur: 'M002',
    Konda: '29',
    citycode: '05001',
    city1: 'Medellín',
    isGeneric: false,
    nombre: 'Laureles',
    direccion: 'Carrera 70 # 44-30, Laureles',
    horario: hours(WEEK, '11:00', '21:00'),
  },
];

/**
 * Products not sold at a sales point (by codigo_producto). Codes absent from the
 * catalogue are ignored by the seed. Everything else is sold everywhere.
 */
export const seedUnavailable: Readonly<Record<string, readonly string[]>> = {
  M001: ['P1708'], // Té helado de durazno
  C001: ['P1504', 'P1506'], // pollo crudo entero y desmechado por kilo
  Q001: ['P1604', 'P1706'], // arepa de chócolo, jugo de lulo
  S001: ['P1405', 'P1704'], // fiesta familiar, limonada de coco
};
