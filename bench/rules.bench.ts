/**
 * Business-rules benchmark: npx tsx bench/rules.bench.ts
 * - search over a generated catalogue of 5,000 products, typing words keystroke by keystroke
 *   ('pechuga asada', 'alitas bbq', 'combo familiar'), and unrelated queries (full scans);
 * - pricing a 50-line cart;
 * - building and validating the order of that cart.
 * Prints median and p95 per operation (ms). Deterministic catalogue (seeded PRNG).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Product } from '../machines/schemas/catalogue';
import type { StoredCartLine } from '../machines/schemas/order';
import { buildSearchIndex, groupByCategory, searchProducts } from '../machines/rules/search';
import { priceCart } from '../machines/rules/pricing';
import { buildOrder } from '../machines/rules/orderDraft';
import { validateOrder } from '../machines/rules/orderValidation';
import { productSlugs } from '../machines/rules/slugs';

const CATALOGUE_SIZE = 5_000;
const CART_LINES = 50;
const TYPED = ['pechuga asada', 'alitas bbq', 'combo familiar'];
const SEARCH_ROUNDS = 200;
const PRICING_ROUNDS = 5_000;

/** mulberry32: small seeded PRNG so every run prices and searches the same catalogue. */
function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = prng(20_250_614);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const nouns = [
  'Pollo',
  'Pechúga',
  'Alitas',
  'Muslitos',
  'Combo',
  'Papas',
  'Arepa',
  'Yuca',
  'Gaseosa',
  'Jugo',
  'Ensalada',
  'Salsa',
  'Chicharrón',
  'Costilla',
  'Postre',
  'Ají',
  'Niño',
];
const adjectives = [
  'asado',
  'asada',
  'broaster',
  'BBQ',
  'picante',
  'familiar',
  'personal',
  'criollo',
  'apanado',
  'dorado',
  'mediano',
  'grande',
  'crocante',
  'a la brasa',
  'con miel',
];
const fillers = ['acompañado de', 'con', 'y', 'más', 'en salsa de', 'para compartir con', 'servido con'];
const categories = [
  'Pollo Asado',
  'Broaster',
  'Combos',
  'Alitas',
  'Acompañamientos',
  'Bebidas',
  'Postres',
  'Menú Infantil',
  'Salsas',
  'Promociones',
];

function phrase(words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(i % 2 === 0 ? pick(nouns) : pick(i % 3 === 0 ? fillers : adjectives));
  return out.join(' ');
}

function generateCatalogue(size: number): Product[] {
  return Array.from({ length: size }, (_, i) => {
    const category = pick(categories);
    const discount = random() < 0.3;
    const offer = random() < 0.2;
    return {
      codigo_producto: String(100_000 + i),
      descripcion_corta: `${pick(nouns)} ${pick(adjectives)}`,
      descripcion_producto: phrase(8 + Math.floor(random() * 10)),
      sinonimos: Array.from({ length: Math.floor(random() * 4) }, () => phrase(2)),
      imagen_producto: `/img/${100_000 + i}.webp`,
      categoria_id: String(categories.indexOf(category)),
      descr_categoria: category,
      precio: 1_000 + Math.floor(random() * 80) * 500,
      porcentaje_iva: pick([0, 8, 19]),
      unidad_medida_venta: pick(['UN', 'UN', 'UN', 'KG']),
      cantidadminima: pick([1, 1, 1, 2]),
      descuento: discount ? 'X' : '',
      idescuentos: discount ? { valor_porcentaje_descuento: pick([5, 10, 15, 20]) } : null,
      oferta: offer ? 'X' : '',
      iofertas: offer ? { cantidad_minima: pick([2, 3]), cantidad_producto_adicional: 1 } : null,
    };
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), n: sorted.length };
}

const ms = (n: number) => n.toFixed(4).padStart(9);
function report(name: string, samples: number[], target?: number) {
  const { median, p95, n } = stats(samples);
  const verdict =
    target === undefined ? '' : median < target ? `  (target < ${target} ms: ok)` : `  (target < ${target} ms: MISSED)`;
  console.log(`${name.padEnd(44)} median ${ms(median)} ms   p95 ${ms(p95)} ms   n=${n}${verdict}`);
}

// ----------------------------------------------------------------------------

const catalogue = generateCatalogue(CATALOGUE_SIZE);
const byCode = new Map(catalogue.map((p) => [p.codigo_producto, p]));
console.log(
  `Business rules benchmark — Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'})`,
);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; catalogue ${CATALOGUE_SIZE} products, cart ${CART_LINES} lines\n`,
);

// Index build (once per catalogue load).
const buildSamples: number[] = [];
let index = buildSearchIndex(catalogue);
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  index = buildSearchIndex(catalogue);
  buildSamples.push(performance.now() - t0);
}

// Typing keystroke by keystroke: one sample per keystroke (search + dropdown grouping).
let sink = 0;
for (let i = 0; i < 20; i++)
  for (const word of TYPED) for (let k = 1; k <= word.length; k++) sink += searchProducts(index, word.slice(0, k)).length; // warm-up
const keystrokeSamples: number[] = [];
const dropdownSamples: number[] = [];
for (let round = 0; round < SEARCH_ROUNDS; round++) {
  for (const word of TYPED) {
    for (let k = 1; k <= word.length; k++) {
      const typed = word.slice(0, k);
      const t0 = performance.now();
      const found = searchProducts(index, typed);
      const t1 = performance.now();
      sink += groupByCategory(found).length;
      const t2 = performance.now();
      keystrokeSamples.push(t1 - t0);
      dropdownSamples.push(t2 - t0);
    }
  }
}

// Worst case: every query unrelated to the previous one (a full scan each time, no narrowing).
const unrelated = ['pollo', 'alitas', 'combo', 'jugo', 'niño', 'salsa', 'a', 'e', 'zz'];
const fullScanSamples: number[] = [];
for (let round = 0; round < SEARCH_ROUNDS; round++) {
  for (const word of unrelated) {
    const t0 = performance.now();
    sink += searchProducts(index, word).length;
    fullScanSamples.push(performance.now() - t0);
  }
}

// Pricing a 50-line cart.
const stored: StoredCartLine[] = Array.from({ length: CART_LINES }, (_, i) => ({
  producto_id: catalogue[(i * 97) % CATALOGUE_SIZE]!.codigo_producto,
  cantidad: 1 + (i % 7),
}));
for (let i = 0; i < 1_000; i++) sink += priceCart(stored, byCode).totals.total; // warm-up
const pricingSamples: number[] = [];
for (let i = 0; i < PRICING_ROUNDS; i++) {
  const t0 = performance.now();
  const priced = priceCart(stored, byCode);
  pricingSamples.push(performance.now() - t0);
  sink += priced.totals.total;
}

// Building and validating the order of that cart.
const priced = priceCart(stored, byCode);
const draft = {
  lines: priced.lines,
  salesPoint: { Vkbur: 'P101', Konda: '28', citycode: '11001', city1: 'Bogotá' },
  document: '1020304050',
  address: null,
  city: 'Bogotá',
  deliveryDate: '2025-06-14',
  deliveryTime: '12:30',
  pickup: true,
  recipient: { nombre_recibe: 'María Pérez', telefono: '6017425000', celularpedido: '3001234567', observacion: '', barrio: '' },
  coupons: [],
};
const orderSamples: number[] = [];
for (let i = 0; i < PRICING_ROUNDS; i++) {
  const t0 = performance.now();
  const result = validateOrder(buildOrder(draft));
  orderSamples.push(performance.now() - t0);
  sink += result.valid ? 1 : 0;
}

// Product slugs for the whole catalogue (once per catalogue load).
const slugSamples: number[] = [];
for (let i = 0; i < 30; i++) {
  const t0 = performance.now();
  sink += productSlugs(catalogue).size;
  slugSamples.push(performance.now() - t0);
}

report('search: one keystroke (5,000 products)', keystrokeSamples, 2);
report('search: keystroke + dropdown grouping', dropdownSamples);
report('search: unrelated query (full scan)', fullScanSamples, 2);
report('search: buildSearchIndex (5,000 products)', buildSamples);
report('pricing: priceCart, 50 lines', pricingSamples, 0.5);
report('order: buildOrder + validateOrder, 50 lines', orderSamples);
report('slugs: productSlugs (5,000 products)', slugSamples);
if (sink === -1) console.log('unreachable');
