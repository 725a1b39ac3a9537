/** A small catalogue of our own, so the server tests do not depend on the seed menu. */
import type { Category, Product } from '../../machines/schemas';
import type { SeedData } from '../../server/db/seed';
import { seedDataWith } from '../../server/db/seed';

const base = {
  sinonimos: [] as string[],
  porcentaje_iva: 8,
  unidad_medida_venta: 'UN',
  cantidadminima: 1,
  descuento: '',
  idescuentos: null,
  oferta: '',
  iofertas: null,
} satisfies Partial<Product>;

function product(
  p: Partial<Product> & Pick<Product, 'codigo_producto' | 'descripcion_corta' | 'categoria_id' | 'precio'>,
): Product {
  return {
    ...base,
    descripcion_producto: `${p.descripcion_corta} de la casa`,
    imagen_producto: `/img/productos/${p.codigo_producto}.svg`,
    descr_categoria: '',
    ...p,
  };
}

export const fixtureProducts: Product[] = [
  product({
    codigo_producto: 'T100',
    descripcion_corta: 'Pollo asado entero',
    categoria_id: 'A',
    precio: 50_000,
    sinonimos: ['brasa', 'rostizado'],
  }),
  product({
    codigo_producto: 'T101',
    descripcion_corta: 'Medio pollo asado',
    categoria_id: 'A',
    precio: 30_000,
    descuento: 'X',
    idescuentos: { valor_porcentaje_descuento: 10 },
  }),
  product({ codigo_producto: 'T102', descripcion_corta: 'Alitas BBQ x 8', categoria_id: 'A', precio: 22_900 }),
  product({
    codigo_producto: 'T200',
    descripcion_corta: 'Gaseosa 400 ml',
    categoria_id: 'B',
    precio: 4_500,
    porcentaje_iva: 19,
    oferta: 'X',
    iofertas: { cantidad_minima: 2, cantidad_producto_adicional: 1 },
  }),
  product({ codigo_producto: 'T201', descripcion_corta: 'Limonada de coco', categoria_id: 'B', precio: 9_900 }),
  product({
    codigo_producto: 'T300',
    descripcion_corta: 'Pechuga por kilo',
    categoria_id: 'C',
    precio: 38_000,
    porcentaje_iva: 0,
    unidad_medida_venta: 'KG',
  }),
  product({ codigo_producto: 'T301', descripcion_corta: 'Arepa de queso', categoria_id: 'C', precio: 3_500, cantidadminima: 2 }),
];

export const fixtureCategories: Category[] = [
  { grupoportal: 'A', descripcion: 'Pollo asado', productos: ['T100', 'T101', 'T102'] },
  { grupoportal: 'B', descripcion: 'Bebidas', productos: ['T200', 'T201'] },
  { grupoportal: 'C', descripcion: 'Más', productos: ['T300', 'T301'] },
];

/** Fixture catalogue + the project's places and demo users, with Cali (C001) not selling the limonada de coco. */
export function fixtureSeedData(): SeedData {
  return {
    ...seedDataWith({ categories: fixtureCategories, products: fixtureProducts }),
    unavailable: { C001: ['T201'], Q001: ['T102'] },
  };
}
