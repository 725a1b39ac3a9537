import * as z from 'zod/mini';

/** Product as the API returns it (docs/product.md#entidades). Field names are the API's. */
export const productSchema = z.object({
  codigo_producto: z.string(),
  descripcion_corta: z.string(),
  descripcion_producto: z.string(),
  sinonimos: z.array(z.string()),
  imagen_producto: z.string(),
  categoria_id: z.string(),
  descr_categoria: z.string(),
  /** Unit price in pesos before VAT and discount. */
  precio: z.number().check(z.nonnegative()),
  porcentaje_iva: z.number().check(z.nonnegative()),
  /** 'KG', 'UN' or another unit. */
  unidad_medida_venta: z.string(),
  cantidadminima: z.int().check(z.gte(1)),
  /** 'X' = discount applies. */
  descuento: z.string(),
  idescuentos: z.nullable(z.object({ valor_porcentaje_descuento: z.number().check(z.gte(0), z.lte(100)) })),
  /** 'X' = offer applies. */
  oferta: z.string(),
  iofertas: z.nullable(
    z.object({
      cantidad_minima: z.int().check(z.gte(1)),
      cantidad_producto_adicional: z.int().check(z.gte(0)),
    }),
  ),
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/** Category (docs/product.md#entidades); productos lists the codigo_producto of its products in display order. */
export const categorySchema = z.object({
  grupoportal: z.string(),
  descripcion: z.string(),
  productos: z.array(z.string()),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'La fecha debe tener el formato AAAA-MM-DD.'));

/** Path parameters of GET /api/productos/listar_productos_minimo/{pdv}/{date}/++/{document}/{konda}/ /G */
export const listMinimumParamsSchema = z.object({
  pdv: z.string().check(z.regex(/^[A-Za-z0-9]{1,10}$/, 'Punto de venta inválido.')),
  date: isoDate,
  document: z.string().check(z.regex(/^\d{5,15}$/, 'Documento inválido.')),
  konda: z.string().check(z.regex(/^[A-Za-z0-9]{1,4}$/, 'Lista de precios inválida.')),
});

/** Body of POST /api/productos/listar_productos_filtro */
export const productFilterBodySchema = z.object({
  pdv_id: z.string().check(z.minLength(1), z.maxLength(10)),
  fecha_pedido: isoDate,
  buscar: z.string().check(z.maxLength(100)),
  id: z.string().check(z.maxLength(15)),
  konda: z.string().check(z.minLength(1), z.maxLength(4)),
  cat_id: z.string().check(z.maxLength(20)),
  crudocarta: z.literal('G'),
  productos: z.array(z.object({ codigo_producto: z.string().check(z.minLength(1), z.maxLength(20)) })).check(z.maxLength(200)),
});
export type ProductFilterBody = z.infer<typeof productFilterBodySchema>;
