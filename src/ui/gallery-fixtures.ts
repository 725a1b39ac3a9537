/** Sample data for the dev-only gallery (not shipped). Prices go through the real pricing rules. */
import { priceLine, cartTotals, unitPrice } from '../../machines/rules/pricing';
import { productPath, productSlugs, categorySlug } from '../../machines/rules/slugs';
import type { Product } from '../../machines/schemas/catalogue';
import type { CategoryNavItem } from './CategoryNav';
import type { SearchGroup } from '../features/search/SearchBox';
import { toCartLineView, toProductCardView } from './viewModels';

type Def = [
  codigo: string,
  categoria: string,
  corta: string,
  descripcion: string,
  precio: number,
  iva: number,
  extra?: Partial<Product>,
];

const defs: Def[] = [
  [
    'P1001',
    'Pollo asado',
    'Pollo asado entero',
    'Pollo entero marinado 24 horas en finas hierbas y asado lentamente a la brasa, con arepas, papa salada y ají de la casa.',
    52_900,
    8,
  ],
  [
    'P1002',
    'Pollo asado',
    'Medio pollo asado',
    'Medio pollo dorado a la brasa, jugoso por dentro y con piel crocante, acompañado de arepa, papa salada y ají.',
    29_900,
    8,
    { descuento: 'X', idescuentos: { valor_porcentaje_descuento: 10 } },
  ],
  [
    'P1104',
    'Pollo broaster',
    'Broaster 3 presas',
    'Tres presas de pollo broaster recién hechas con papas a la francesa, arepa y salsa de la casa.',
    17_500,
    8,
    { descuento: 'X', idescuentos: { valor_porcentaje_descuento: 15 } },
  ],
  [
    'P1201',
    'Alitas',
    'Alitas BBQ x 8',
    'Ocho alitas bañadas en salsa BBQ ahumada y ajonjolí tostado, con bastones de apio y salsa ranch.',
    22_900,
    8,
  ],
  [
    'P1301',
    'Combos',
    'Combo personal broaster',
    'Dos presas de broaster, papas a la francesa, arepa y gaseosa de 400 ml.',
    21_900,
    8,
  ],
  [
    'P1401',
    'Para compartir',
    'Combo familiar asado',
    'Pollo entero a la brasa, papas familiares, cuatro arepas, ensalada y gaseosa de 1,5 litros.',
    79_900,
    8,
  ],
  [
    'P1501',
    'Pollo por libra',
    'Pechuga por kilo',
    'Pechuga de pollo fresca, lista para preparar en casa. Se vende por libra.',
    38_000,
    0,
    { unidad_medida_venta: 'KG' },
  ],
  [
    'P1601',
    'Acompañamientos',
    'Papas a la francesa',
    'Porción de papas a la francesa doradas y crocantes, con sal de la casa.',
    7_900,
    8,
    { oferta: 'X', iofertas: { cantidad_minima: 3, cantidad_producto_adicional: 1 } },
  ],
  [
    'P1701',
    'Bebidas',
    'Gaseosa 400 ml',
    'Gaseosa bien fría en botella de 400 ml, sabores surtidos.',
    4_500,
    19,
    { oferta: 'X', iofertas: { cantidad_minima: 2, cantidad_producto_adicional: 1 } },
  ],
  [
    'P1804',
    'Postres',
    'Torta tres leches',
    'Porción de torta tres leches húmeda, con crema chantilly y canela.',
    8_500,
    8,
    { descuento: 'X', idescuentos: { valor_porcentaje_descuento: 10 } },
  ],
  ['P1202', 'Alitas', 'Alitas búfalo x 8', 'Ocho alitas en salsa búfalo picante, con apio y salsa de queso azul.', 23_900, 8],
  [
    'P1803',
    'Postres',
    'Flan de caramelo',
    'Flan casero de vainilla con caramelo dorado.',
    6_500,
    8,
    { oferta: 'X', iofertas: { cantidad_minima: 1, cantidad_producto_adicional: 1 } },
  ],
];

export const sampleProducts: Product[] = defs.map(([codigo, categoria, corta, descripcion, precio, iva, extra]) => ({
  codigo_producto: codigo,
  descripcion_corta: corta,
  descripcion_producto: descripcion,
  sinonimos: [],
  imagen_producto: `/img/productos/${codigo}.svg`,
  categoria_id: categoria,
  descr_categoria: categoria,
  precio,
  porcentaje_iva: iva,
  unidad_medida_venta: 'UN',
  cantidadminima: 1,
  descuento: '',
  idescuentos: null,
  oferta: '',
  iofertas: null,
  ...extra,
}));

const slugs = productSlugs(sampleProducts);

export const sampleCards = sampleProducts.map((product) =>
  toProductCardView(product, unitPrice(product), productPath(product, slugs)),
);

const byCode = new Map(sampleProducts.map((product) => [product.codigo_producto, product]));
const pick = (codigo: string) => byCode.get(codigo)!;

const pricedLines = [
  priceLine(pick('P1002'), 1, 1),
  priceLine(pick('P1601'), 3, 2),
  priceLine(pick('P1501'), 2, 3),
  priceLine(pick('P1701'), 2, 4),
];

export const sampleLines = pricedLines.map((line) => toCartLineView(line, line.cantidad > line.cantidadminima));
export const sampleTotals = cartTotals(pricedLines);

export const sampleCategories: CategoryNavItem[] = [
  { id: 'todos', label: 'Todos', href: '/productos' },
  ...Array.from(new Set(sampleProducts.map((p) => p.descr_categoria))).map((label) => ({
    id: categorySlug(label),
    label,
    href: `/productos/${categorySlug(label)}`,
  })),
];

export const sampleSearchGroups: SearchGroup[] = [
  {
    categoria: 'Pollo asado',
    products: sampleProducts
      .filter((p) => p.descr_categoria === 'Pollo asado')
      .map((p) => ({
        id: p.codigo_producto,
        image: p.imagen_producto,
        name: p.descripcion_corta,
        category: p.descr_categoria,
        href: productPath(p, slugs),
      })),
  },
  {
    categoria: 'Pollo por libra',
    products: sampleProducts
      .filter((p) => p.descr_categoria === 'Pollo por libra')
      .map((p) => ({
        id: p.codigo_producto,
        image: p.imagen_producto,
        name: p.descripcion_corta,
        category: p.descr_categoria,
        href: productPath(p, slugs),
      })),
  },
];
