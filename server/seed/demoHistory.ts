/**
 * What the demo customer (server/seed/users.ts DEMO_CUSTOMER) has done before a newcomer signs in,
 * so every account screen can be tried at once: two saved addresses in Bogotá (the city the store
 * starts with), three favourites, and three orders of the seed menu, each paid online:
 *   - a family lunch delivered at home three days ago, rated, and repeated every week (subscription);
 *   - a pick-up at Salitre yesterday, collected and not rated yet (the newcomer can rate it);
 *   - an order placed minutes before the seed, in preparation (tracking, detail, 'Pedir de nuevo').
 * Times are relative to the seed (server/seed/demoHistoryWriter.ts writes it through the API's own
 * order placement and payment code). Plain data: the test database cache hashes it.
 */
import { orderPages } from '../../machines/screenTexts/orderPages';
import { DEMO_CUSTOMER } from './users';

/** A saved address as the address dialog takes it (machines/rules/addressBook.ts addressBodyOf). */
export interface DemoAddress {
  alias: string;
  direccion: string;
  complemento: string;
  barrio: string;
  predeterminada: boolean;
  /** Bogotá days before the seed's day when it was saved. */
  daysAgo: number;
}

/** When an order was placed: a Bogotá day before the seed's and a time (HH:mm), or minutes before the seed. */
export type DemoPlacement = { daysAgo: number; at: string } | { minutesAgo: number };

export interface DemoOrder {
  pdv: string;
  /** Pick-up at the store pdv; otherwise delivered to the saved address with this alias. */
  pickup: boolean;
  addressAlias?: string;
  placed: DemoPlacement;
  lines: readonly { codigo: string; cantidad: number }[];
  observacion: string;
  /** The payment method the sandbox gateway reports. */
  metodo: 'TARJETA' | 'PSE' | 'NEQUI';
  /**
   * 'entregado': the sandbox kitchen's schedule ran its course. 'en preparación': the kitchen reached
   * it and the order stays there (see demoHistoryWriter.ts holdInPreparation).
   */
  outcome: 'entregado' | 'en preparación';
  rating?: { calificacion: number; motivo: string; observacion: string };
  /** A subscription repeating this order every `frecuencia` days. */
  subscription?: { frecuencia: number };
}

export interface DemoHistory {
  /** The account's email (the history is written only when that account exists). */
  customer: string;
  /** City of the saved and delivery addresses. */
  city: string;
  /** Bogotá days before the seed's day when the account was opened (before anything below). */
  accountDaysAgo: number;
  recipient: { nombre_recibe: string; telefono: string; celularpedido: string };
  addresses: readonly DemoAddress[];
  /** Product codes, the first one the newest favourite. */
  favourites: readonly string[];
  /** Oldest first: the order numbers follow this order. */
  orders: readonly DemoOrder[];
}

export const seedDemoHistory: DemoHistory = {
  customer: DEMO_CUSTOMER.username,
  city: 'Bogotá',
  accountDaysAgo: 60,
  recipient: { nombre_recibe: 'Laura Gómez', telefono: '3001234567', celularpedido: '3001234567' },
  addresses: [
    { alias: 'Casa', direccion: 'Calle 85 # 15-32', complemento: 'Apto 402', barrio: 'Chicó', predeterminada: true, daysAgo: 60 },
    {
      alias: 'Oficina',
      direccion: 'Carrera 11 # 93-07',
      complemento: 'Oficina 301',
      barrio: 'Chicó Norte',
      predeterminada: false,
      daysAgo: 20,
    },
  ],
  favourites: ['P1201', 'P1704', 'P1001'], // Alitas BBQ x 8, Limonada de coco, Pollo asado entero
  orders: [
    {
      pdv: 'B001',
      pickup: false,
      addressAlias: 'Casa',
      placed: { daysAgo: 3, at: '12:40' },
      lines: [
        { codigo: 'P1001', cantidad: 1 }, // Pollo asado entero
        { codigo: 'P1602', cantidad: 1 }, // Papas a la francesa familiares
        { codigo: 'P1702', cantidad: 1 }, // Gaseosa 1.5 L
      ],
      observacion: 'Salsas aparte, por favor',
      metodo: 'TARJETA',
      outcome: 'entregado',
      rating: { calificacion: 5, motivo: orderPages.reasons[0]!, observacion: 'Llegó caliente y a tiempo.' },
      subscription: { frecuencia: 7 },
    },
    {
      pdv: 'B003',
      pickup: true,
      placed: { daysAgo: 1, at: '18:05' },
      lines: [
        { codigo: 'P1301', cantidad: 2 }, // Combo personal broaster
        { codigo: 'P1705', cantidad: 2 }, // Jugo de mora
      ],
      observacion: '',
      metodo: 'NEQUI',
      outcome: 'entregado',
    },
    {
      pdv: 'B001',
      pickup: false,
      addressAlias: 'Oficina',
      placed: { minutesAgo: 12 },
      lines: [
        { codigo: 'P1104', cantidad: 1 }, // Broaster 3 presas
        { codigo: 'P1605', cantidad: 1 }, // Yuca frita
        { codigo: 'P1703', cantidad: 1 }, // Limonada natural
      ],
      observacion: '',
      metodo: 'PSE',
      outcome: 'en preparación',
    },
  ],
};
