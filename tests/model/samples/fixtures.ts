/**
 * Values the machines' sample sets share. Fixed dates and a fixed clock: the
 * model and the real machine must compute the same contexts.
 */
import { buildOrder } from '../../../machines/rules/orderDraft';
import { priceCart } from '../../../machines/rules/pricing';
import type { Product } from '../../../machines/schemas/catalogue';
import type { Coupon, Order } from '../../../machines/schemas/order';
import type { Address, SalesPoint } from '../../../machines/schemas/salesPoint';
import type { User } from '../../../machines/schemas/session';

/** 2025-06-01 15:00 in Bogotá (20:00 UTC). */
export const NOW = Date.UTC(2025, 5, 1, 20, 0, 0);
export const now = () => NOW;
export const TODAY = '2025-06-01';
export const TOMORROW = '2025-06-02';
export const YESTERDAY = '2025-05-31';

export function product(code: string, overrides: Partial<Product> = {}): Product {
  return {
    codigo_producto: code,
    descripcion_corta: `Producto ${code}`,
    descripcion_producto: `Producto ${code}`,
    sinonimos: [],
    imagen_producto: `/img/productos/${code}.svg`,
    categoria_id: 'C03',
    descr_categoria: 'Alitas',
    precio: 20_000,
    porcentaje_iva: 8,
    unidad_medida_venta: 'UN',
    cantidadminima: 1,
    descuento: '',
    idescuentos: null,
    oferta: '',
    iofertas: null,
    ...overrides,
  };
}

export const ALITAS = product('A1', { descripcion_corta: 'Alitas BBQ x8' });
/** Sold in packs of at least 3. */
export const NUGGETS = product('N3', { descripcion_corta: 'Nuggets', cantidadminima: 3, precio: 2_000 });
/** The same alitas where the sales point now asks for at least 2. */
export const ALITAS_MIN_2 = { ...ALITAS, cantidadminima: 2 };

export const G001: SalesPoint = { Vkbur: 'G001', Konda: '28', citycode: '11001', city1: 'Bogotá' };
export const B001: SalesPoint = { Vkbur: 'B001', Konda: '30', citycode: '11001', city1: 'Bogotá' };

export const QUERY = { pdv: 'G001', date: TODAY, document: '1000000000', konda: '28' };

export const ADDRESS: Address = {
  ciudad: 'Bogotá',
  departamento: 'Cundinamarca',
  nomenclatura: 'Calle',
  segmentoDireccion1: '72',
  segmentoDireccion2: '10',
  segmentoDireccion3: '34',
  complemento: 'Chapinero',
  segmentoCompleto: 'Calle 72 # 10 - 34 Chapinero',
};

export function user(overrides: Partial<User> = {}): User {
  return {
    nombres: 'Laura',
    apellidos: 'Gómez',
    direccion: 'Calle 85 # 15-32',
    telefono2: '3001234567',
    cedula: '1020304050',
    EAdministrador: '',
    esta_autenticado: '1',
    token: 'token-de-prueba',
    email: 'cliente@pollosbrasa.co',
    ...overrides,
  };
}

export const CUSTOMER = user();

export function valueCoupon(nrocupon: string, overrides: Partial<Coupon> = {}): Coupon {
  return { nrocupon, tipo: 'V', ValorCupon: 5_000, MontoMinimo: 0, Materialesaplica: '', crudo_a_la_carta: 'G', ...overrides };
}

/** A valid order, built the way src builds it (rules/orderDraft.ts). */
export function validOrder(quantity = 2): Order {
  return buildOrder({
    lines: priceCart([{ producto_id: 'A1', cantidad: quantity }], new Map([['A1', ALITAS]])).lines,
    salesPoint: G001,
    document: CUSTOMER.cedula,
    address: ADDRESS,
    city: 'Bogotá',
    deliveryDate: TOMORROW,
    deliveryTime: '12:00',
    pickup: false,
    recipient: { nombre_recibe: 'Laura Gómez', telefono: '6017425000', celularpedido: '3001234567', observacion: '' },
    coupons: [],
  });
}

/**
 * The clock as a model input: Bogotá times of day on TODAY at which the slot
 * offers differ (before opening, midday, evening, the last slot, after closing,
 * just before midnight). The location and checkout paths run at each of them.
 */
export const CLOCK_TIMES = ['08:00', '12:00', '19:30', '20:50', '21:30', '23:59'] as const;
export type ClockTime = (typeof CLOCK_TIMES)[number];
/** TODAY at hh:mm in Bogotá (UTC−5), epoch milliseconds. */
export function bogotaAt(time: string, day = TODAY): number {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return Date.parse(`${day}T00:00:00Z`) + ((h + 5) * 60 + m) * 60_000;
}
