/**
 * Sales points, price lists (konda) and per-city availability of the seed data.
 * Prices per konda are the menu price (konda '28') times a multiplier, as menu
 * prices rounded to 100 pesos (see priceForKonda).
 */
import { DEFAULT_GENERIC_SALES_POINT, DEFAULT_KONDA } from '../../machines/constants';
import type { SalesPoint } from '../../machines/schemas';
import { netPriceForFinalPrice, UNIT_KG } from '../../machines/rules/pricing';

export interface SeedSalesPoint extends SalesPoint {
  isGeneric: boolean;
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

export const seedSalesPoints: readonly SeedSalesPoint[] = [
  { Vkbur: DEFAULT_GENERIC_SALES_POINT, Konda: DEFAULT_KONDA, citycode: '11001', city1: 'Bogotá', isGeneric: true },
  { Vkbur: 'B001', Konda: '30', citycode: '11001', city1: 'Bogotá', isGeneric: false },
  { Vkbur: 'M001', Konda: '29', citycode: '05001', city1: 'Medellín', isGeneric: false },
  { Vkbur: 'C001', Konda: '28', citycode: '76001', city1: 'Cali', isGeneric: false },
  { Vkbur: 'Q001', Konda: '31', citycode: '08001', city1: 'Barranquilla', isGeneric: false },
  { Vkbur: 'S001', Konda: '28', citycode: '68001', city1: 'Bucaramanga', isGeneric: false },
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
