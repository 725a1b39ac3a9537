import type { Coupon } from '../../machines/schemas';

/**
 * Demo coupons of the seed data (docs/product.md#entidades Coupon plus the house's redemption rules):
 *
 * | nrocupon   | value  | minimum (subtotal) | ties to          | redeemable                  |
 * | BIENVENIDA | 5.000  | 30.000             | any product      | once per customer; offered by the registration popup |
 * | BRASA10MIL | 10.000 | 60.000             | any product      | once in total (a one-off prize code) |
 * | ALITAS3MIL | 3.000  | 20.000             | alitas P1201–P1206 | any number of times        |
 *
 * tipo 'V' is a value coupon (type 'P' coupons never count, docs/product.md#entidades); crudo_a_la_carta 'G'
 * is the storefront's product list type. No validity window: always in force.
 */
export interface SeedCoupon extends Coupon {
  single_use: boolean;
  once_per_customer: boolean;
  registro: boolean;
  /** Bogotá days, YYYY-MM-DD inclusive; null = open. */
  vigente_desde: string | null;
  vigente_hasta: string | null;
}

export const WELCOME_COUPON = 'BIENVENIDA';

export const seedCoupons: readonly SeedCoupon[] = [
  {
    nrocupon: WELCOME_COUPON,
    tipo: 'V',
    ValorCupon: 5_000,
    MontoMinimo: 30_000,
    Materialesaplica: '',
    crudo_a_la_carta: 'G',
    single_use: false,
    once_per_customer: true,
    registro: true,
    vigente_desde: null,
    vigente_hasta: null,
  },
  {
    nrocupon: 'BRASA10MIL',
    tipo: 'V',
    ValorCupon: 10_000,
    MontoMinimo: 60_000,
    Materialesaplica: '',
    crudo_a_la_carta: 'G',
    single_use: true,
    once_per_customer: false,
    registro: false,
    vigente_desde: null,
    vigente_hasta: null,
  },
  {
    nrocupon: 'ALITAS3MIL',
    tipo: 'V',
    ValorCupon: 3_000,
    MontoMinimo: 20_000,
    Materialesaplica: 'P1201,P1202,P1203,P1204,P1205,P1206',
    crudo_a_la_carta: 'G',
    single_use: false,
    once_per_customer: false,
    registro: false,
    vigente_desde: null,
    vigente_hasta: null,
  },
];
