/**
 * The API contract as an OpenAPI 3.1 document, generated from the shared zod/mini schemas
 * (z.toJSONSchema, JSON Schema 2020-12, which OpenAPI 3.1 uses as is).
 *
 * `operations` is the registry: one entry per route the app registers (method + Hono path),
 * with its parameters, body, answer and error statuses, and a valid example request (the
 * fuzz test mutates it). Route modules may add theirs with registerOperations() at module
 * scope (this file imports no route module, so there is no cycle); tests check that every
 * route of the app is here and that docs/api/openapi.json is what this file produces
 * (`npm run openapi` writes it), and that it passes Redocly's recommended rules. GET /api/docs
 * serves it, and the page that shows it (server/routes/apiDocs.ts).
 */
import * as z from 'zod/mini';
import { messages } from '../machines/messages';
import {
  abandonedCartAnswerSchema,
  abandonedCartBodySchema,
  abandonedCartClearSchema,
  apiErrorSchema,
  categoryListSchema,
  cityCentralBodySchema,
  cityListSchema,
  listMinimumParamsSchema,
  loginBodySchema,
  orderResultSchema,
  orderSchema,
  preferenceListSchema,
  productFilterBodySchema,
  productListSchema,
  salesPointListSchema,
  salesPointSchema,
  statusSchema,
  storedOrderSchema,
  userSchema,
  type Order,
} from '../machines/schemas';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ResponseFormat = 'application/json' | 'text/html' | 'text/javascript';
type ObjectSchema = z.ZodMiniObject;

export interface BodySpec {
  /** Component name in #/components/schemas. */
  name: string;
  schema: z.ZodMiniType;
  /** Default application/json; form calls list their types. */
  contentTypes?: readonly ('application/json' | 'application/x-www-form-urlencoded' | 'multipart/form-data')[];
  /** A valid body (documentation and the fuzz test's starting point). */
  example: unknown;
}

export interface HeaderSpec {
  name: string;
  required: boolean;
  description: string;
  schema: z.ZodMiniType;
  example?: string;
}

export interface OperationSpec {
  method: HttpMethod;
  /** The path as registered in Hono (':name', ':name{regex}'). */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** 'user': a bearer token; 'admin': an administrator's bearer token. */
  auth?: 'user' | 'admin';
  /** Path parameters, as the server validates them (the fuzz test's oracle). */
  params?: ObjectSchema;
  /** Valid path parameters (unencoded). */
  paramsExample?: Record<string, string>;
  query?: ObjectSchema;
  headers?: readonly HeaderSpec[];
  body?: BodySpec;
  response: {
    status?: number;
    name: string;
    schema: z.ZodMiniType;
    description: string;
    cacheControl?: string;
    /**
     * Media types of the answer, the first one what a request without Accept gets (default JSON only).
     * A page or a script is a string; JSON follows `schema`.
     */
    formats?: readonly ResponseFormat[];
    /**
     * A Server-Sent Events stream instead of JSON: `name`/`schema` are the data of its main event,
     * `events` every event name with its data's schema (inline under x-events; `name` names it in code).
     */
    stream?: { events: Record<string, { name: string; schema: z.ZodMiniType }> };
  };
  /** Error statuses besides the ones every call may answer (429, 500, 503). */
  errors: readonly ErrorStatus[];
}

/** Error answers (docs/product.md#errores), all with the ApiError body. */
export const ERROR_RESPONSES = {
  400: `Cuerpo mal formado o tipo de contenido equivocado: '${messages.http.badRequest}'.`,
  401: `Sin token, token inválido o vencido, o credenciales erradas: '${messages.http.unauthorized}' (login: '${messages.session.invalidCredentials}').`,
  403: `Acción no permitida a este usuario: '${messages.http.forbidden}'.`,
  404: `Recurso o ruta inexistente: '${messages.http.notFound}' (u otro mensaje del catálogo, p. ej. 'Ciudad no encontrada').`,
  405: `Método no permitido en la ruta: '${messages.http.methodNotAllowed}'; la cabecera Allow lista los métodos.`,
  409: 'Conflicto con el estado actual del recurso (mensaje del catálogo).',
  413: `Cuerpo de más de 256 KiB: '${messages.http.badRequest}'.`,
  422: `Validación: '${messages.http.validation}' con errors { campo: [mensajes en español] }, o la regla del pedido incumplida.`,
  429: `Límite de solicitudes: '${messages.http.tooManyRequests}'; Retry-After dice en cuántos segundos reintentar.`,
  500: `Error inesperado (registrado): '${messages.http.serverError}'.`,
  503: `Mantenimiento (preferencia mantenimiento = 'S'): '${messages.http.serverError}'.`,
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;
const COMMON_ERRORS: readonly ErrorStatus[] = [429, 500, 503];

/**
 * What each tag groups, shown beside it in the documentation page, in the page's order; a tag an
 * operation uses must have one (the Redocly lint test reports it otherwise).
 */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  estado: 'Si el servicio atiende o está en mantenimiento.',
  sesión: 'Inicio y cierre de sesión con usuario y contraseña, y renovación del token de acceso.',
  identidad: 'Registro de clientes, inicio de sesión con Google o Facebook y recuperación de contraseña.',
  catálogo: 'Categorías y productos del menú con los precios de cada punto de venta.',
  preferencias: 'Preferencias de la tienda por canal (mantenimiento, textos, límites).',
  'puntos de venta': 'Ciudades con domicilio, puntos de venta y tiendas para recoger.',
  'carrito abandonado': 'El carrito guardado del cliente, para recordárselo más tarde.',
  pedidos: 'Envío de un pedido y consulta de un pedido con los precios del servidor.',
  'mis pedidos': 'Pedidos del cliente: lista, detalle, seguimiento en vivo, cancelación y calificación.',
  pagos: 'Pago en línea de un pedido: estado, nuevo intento y notificaciones del proveedor.',
  cupones: 'Revisión de cupones y cupón de bienvenida del registro.',
  cuenta: 'Datos, contraseña y direcciones guardadas del cliente.',
  favoritos: 'Productos favoritos del cliente.',
  suscripciones: 'Pedidos que se repiten: crear, cambiar, pausar, reanudar u omitir una entrega.',
  administración: 'Cambios que solo hacen los administradores: estado de pedidos, precios y disponibilidad.',
  documentación: 'Este contrato: la página navegable y el documento OpenAPI en JSON.',
};

/** Tags in the order of TAG_DESCRIPTIONS (a customer's path through the store), then any other by name. */
const TAG_ORDER = Object.keys(TAG_DESCRIPTIONS);
const byTagOrder = (a: string, b: string) => {
  const at = (tag: string) => (TAG_ORDER.includes(tag) ? TAG_ORDER.indexOf(tag) : TAG_ORDER.length);
  return at(a) - at(b) || byCodeUnits(a, b);
};

/**
 * The contract's licence: the code is the chain's own, under no open licence, so no SPDX id;
 * a LicenseRef- id is SPDX's form for such a licence (OpenAPI 3.1 asks for an id or a URL).
 */
const LICENSE = {
  name: 'Propietaria: Pollos La Brasa, todos los derechos reservados',
  identifier: 'LicenseRef-Propietaria',
} as const;

const PRODUCT_LIST_TYPE = 'G';
const EXAMPLE_DATE = '2026-03-02';

/** Path parameters of listar_productos_minimo, as server/routes/catalogue.ts checks them. */
const listMinimumPathSchema = z.extend(listMinimumParamsSchema, {
  buscar: z.string().check(z.maxLength(100)),
  blank: z.string().check(z.regex(/^\s*$/, 'Se esperaba un segmento vacío.')),
  tipo: z.literal(PRODUCT_LIST_TYPE),
});

/** A complete, valid home-delivery order for Bogotá (B001), as the SPA sends it; tests build on it too. */
export const exampleOrder: Order = {
  pdv: 'B001',
  cedula: '1020304050',
  konda: '30',
  nombre_recibe: 'Laura Gómez',
  fecha_entrega: '2026-03-03',
  hora_entrega: '12:30',
  ciudad: 'Bogotá',
  direccion: 'Calle 85 # 15-32, Apto 402',
  telefono: '3001234567',
  valor_domicilio: 5_900,
  barrio: 'Chicó',
  textoBarrio: 'Chicó',
  observacion: 'Sin cebolla, por favor',
  tipo_pago: 'PAGOONLINE',
  recogeentienda: '-',
  nrocupon: '',
  estadopago: 'PENDIENTE',
  celularpedido: '3001234567',
  numuid: 'uid-1',
  playerid: 'player-1',
  aceptaterminos: 'S',
  acepta: 'S',
  valorbolsa: 0,
  cuponesvalor: 0,
  detalles_pedido: [
    {
      codigo_producto: 'P1001',
      cantidad: 1,
      precio: 48_981,
      porcentaje_iva: 8,
      valor_iva: 3_919,
      porcentaje_descuento: 0,
      valor_descuento: 0,
      descuento: '',
      clase_condicion: '',
      total: 52_900,
    },
  ],
  totales: { subtotal: 48_981, iva: 3_919, descuento: 0, valor_domicilio: 5_900, total: 58_800 },
};

const builtinOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/principal/sap/status',
    operationId: 'status',
    tag: 'estado',
    summary: 'Estado del servicio',
    description: "{ estado: true } en servicio; { estado: false } en mantenimiento (preferencia mantenimiento = 'S').",
    response: { name: 'Status', schema: statusSchema, description: 'Estado del servicio.', cacheControl: 'no-store' },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/auth_resources/loginecommerce',
    operationId: 'loginEcommerce',
    tag: 'sesión',
    summary: 'Iniciar sesión con usuario (o correo) y contraseña',
    description:
      'Devuelve el usuario con esta_autenticado 1 y un token bearer (JWT HS256, 3600 s). Límite aparte: 10 intentos por minuto por IP y usuario.',
    body: {
      name: 'LoginBody',
      schema: loginBodySchema,
      example: { username: 'cliente@pollosbrasa.co', password: 'clave-de-ejemplo' },
    },
    response: { name: 'User', schema: userSchema, description: 'Usuario autenticado con su token.', cacheControl: 'no-store' },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'get',
    path: '/api/productos/listar_categorias/:tipo',
    operationId: 'listCategories',
    tag: 'catálogo',
    summary: 'Categorías del menú (tipo G)',
    params: z.object({ tipo: z.literal(PRODUCT_LIST_TYPE) }),
    paramsExample: { tipo: PRODUCT_LIST_TYPE },
    response: {
      name: 'CategoryList',
      schema: categoryListSchema,
      description: 'Categorías en orden de presentación.',
      cacheControl: 'private, max-age=60',
    },
    errors: [422],
  },
  {
    method: 'get',
    path: '/api/productos/listar_productos_minimo/:pdv/:date/:buscar/:document/:konda/:blank/:tipo',
    operationId: 'listProductsMinimum',
    tag: 'catálogo',
    summary: 'Productos de un punto de venta con sus precios',
    description:
      "La ruta real es /{pdv}/{date}/++/{document}/{konda}/ /G: buscar '++' es sin filtro (otro texto filtra con la búsqueda de productos), blank es un segmento de un espacio ('%20') y tipo es G.",
    params: listMinimumPathSchema,
    paramsExample: {
      pdv: 'B001',
      date: EXAMPLE_DATE,
      buscar: '++',
      document: '1000000000',
      konda: '30',
      blank: ' ',
      tipo: PRODUCT_LIST_TYPE,
    },
    response: {
      name: 'ProductList',
      schema: productListSchema,
      description: 'Productos con precio del punto de venta.',
      cacheControl: 'private, max-age=60',
    },
    errors: [422],
  },
  {
    method: 'post',
    path: '/api/productos/listar_productos_filtro',
    operationId: 'listProductsFiltered',
    tag: 'catálogo',
    summary: 'Productos filtrados por búsqueda, códigos y categoría',
    body: {
      name: 'ProductFilterBody',
      schema: productFilterBodySchema,
      example: {
        pdv_id: 'B001',
        fecha_pedido: EXAMPLE_DATE,
        buscar: 'pollo',
        id: '1000000000',
        konda: '30',
        cat_id: '',
        crudocarta: 'G',
        productos: [{ codigo_producto: 'P1001' }],
      },
    },
    response: { name: 'ProductList', schema: productListSchema, description: 'Productos que cumplen el filtro.' },
    errors: [400, 413, 422],
  },
  {
    method: 'get',
    path: '/api/prefenciasEcommerce/obtenervalores/:canal',
    operationId: 'listPreferences',
    tag: 'preferencias',
    summary: 'Preferencias de un canal (la tienda usa el 2)',
    params: z.object({ canal: z.string().check(z.regex(/^\d{1,3}$/, 'Canal inválido.')) }),
    paramsExample: { canal: '2' },
    response: { name: 'PreferenceList', schema: preferenceListSchema, description: 'Lista de { llave, valor }.' },
    errors: [422],
  },
  {
    method: 'get',
    path: '/api/puntos_ventas/traerPuntosGenericos',
    operationId: 'listGenericSalesPoints',
    tag: 'puntos de venta',
    summary: 'Puntos de venta genéricos (códigos que empiezan por G)',
    response: {
      name: 'SalesPointList',
      schema: salesPointListSchema,
      description: 'Puntos genéricos con su lista de precios (Konda).',
    },
    errors: [],
  },
  {
    method: 'get',
    path: '/api/puntos_ventas/traer_ciudades_express',
    operationId: 'listCities',
    tag: 'puntos de venta',
    summary: 'Ciudades con servicio a domicilio',
    response: { name: 'CityList', schema: cityListSchema, description: 'Nombres de ciudad.' },
    errors: [],
  },
  {
    method: 'post',
    path: '/api/puntos_ventas/pdv_ciudad_central_satelite',
    operationId: 'salesPointForCity',
    tag: 'puntos de venta',
    summary: 'Punto de venta de una ciudad',
    description: "Sin distinguir mayúsculas, tildes ni espacios. Una ciudad sin punto de venta es un 404 'Ciudad no encontrada'.",
    body: { name: 'CityCentralBody', schema: cityCentralBodySchema, example: { ciudad: 'Bogotá', ts: 'G' } },
    response: { name: 'SalesPoint', schema: salesPointSchema, description: 'El punto de venta de la ciudad.' },
    errors: [400, 404, 413, 422],
  },
  {
    method: 'post',
    path: '/api/carritoAbandonado/agregar',
    operationId: 'recordAbandonedCart',
    tag: 'carrito abandonado',
    summary: 'Guardar el carrito del cliente',
    description: 'Solo el propio usuario del token (username es su correo, usuario o cédula).',
    auth: 'user',
    body: {
      name: 'AbandonedCartBody',
      schema: abandonedCartBodySchema,
      example: { username: 'cliente@pollosbrasa.co', tipo: 'G', carrito: [{ codigo: 'P1001', cantidad: 2 }] },
    },
    response: { name: 'AbandonedCartAnswer', schema: abandonedCartAnswerSchema, description: '{ isError: false }' },
    errors: [400, 401, 403, 413, 422],
  },
  {
    method: 'post',
    path: '/api/carritoAbandonado/limpiar',
    operationId: 'clearAbandonedCart',
    tag: 'carrito abandonado',
    summary: 'Vaciar el carrito guardado del cliente (datos de formulario)',
    auth: 'user',
    body: {
      name: 'AbandonedCartClear',
      schema: abandonedCartClearSchema,
      contentTypes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
      example: { username: 'cliente@pollosbrasa.co', tipo: 'G' },
    },
    response: { name: 'AbandonedCartAnswer', schema: abandonedCartAnswerSchema, description: '{ isError: false }' },
    errors: [400, 401, 403, 413, 422],
  },
  {
    method: 'post',
    path: '/api/pedidos/enviar_pedidos_playerid_canal',
    operationId: 'sendOrder',
    tag: 'pedidos',
    summary: 'Enviar un pedido',
    description:
      'El servidor vuelve a calcular precios, impuestos y totales con las reglas compartidas (solo toma código y cantidad de cada línea), toma la cédula del token y valida el pedido en el orden de sus reglas.',
    auth: 'user',
    body: { name: 'Order', schema: orderSchema, example: exampleOrder },
    response: { name: 'OrderResult', schema: orderResultSchema, description: "tipo 'S', mensaje y número de pedido." },
    errors: [400, 401, 413, 422],
  },
  {
    method: 'get',
    path: '/api/pedidos/:pedido{[0-9]+}',
    operationId: 'getOrder',
    tag: 'pedidos',
    summary: 'Un pedido del usuario del token, con los precios del servidor',
    auth: 'user',
    params: z.object({
      pedido: z.string().check(
        z.regex(/^[0-9]+$/, 'Número de pedido inválido.'),
        z.refine((v) => Number(v) >= 1 && Number(v) <= 2_147_483_647, 'Número de pedido inválido.'),
      ),
    }),
    paramsExample: { pedido: '1' },
    response: {
      name: 'StoredOrder',
      schema: storedOrderSchema,
      description: 'El pedido guardado.',
      cacheControl: 'private, no-store',
    },
    errors: [401, 404, 422],
  },
];

const registry: OperationSpec[] = [...builtinOperations];

/** Adds operations to the document (a route module documenting its own routes). Same method and path replaces. */
export function registerOperations(...operations: OperationSpec[]): void {
  for (const op of operations) {
    const at = registry.findIndex((o) => o.method === op.method && o.path === op.path);
    if (at >= 0) registry[at] = op;
    else registry.push(op);
  }
  cachedJson = undefined;
}

export function listOperations(): readonly OperationSpec[] {
  return registry;
}

/** Hono path → OpenAPI path: ':pedido{[0-9]+}' → '{pedido}'. */
export function toOpenApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, '{$1}');
}

/** Fills a Hono path with parameter values (URL-encoded). */
export function fillPath(honoPath: string, values: Record<string, string>): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** A path example as its schema types it: '42' is 42 for an integer parameter (coerced from the path). */
function typedExample(example: string | undefined, schema: JsonSchema): string | number | undefined {
  if (example === undefined) return undefined;
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return numeric && example.trim() !== '' && Number.isFinite(Number(example)) ? Number(example) : example;
}

const METHOD_ORDER: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];
/** Code-unit order, the same on every machine (localeCompare depends on ICU data). */
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The OpenAPI 3.1 document of every registered operation (deterministic: same registry, same JSON). */
export function buildOpenApiDocument(): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { ApiError: jsonSchema(apiErrorSchema, 'output') };
  const component = (name: string, schema: z.ZodMiniType, io: 'input' | 'output') => {
    const generated = jsonSchema(schema, io);
    const existing = schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(generated)) {
      throw new Error(`openapi: dos esquemas distintos con el nombre ${name}`);
    }
    schemas[name] = generated;
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  const usedErrors = new Set<ErrorStatus>();
  const sorted = [...registry].sort(
    (a, b) =>
      byCodeUnits(toOpenApiPath(a.path), toOpenApiPath(b.path)) ||
      METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method),
  );
  for (const op of sorted) {
    const parameters: Record<string, unknown>[] = [];
    for (const [location, schema] of [
      ['path', op.params],
      ['query', op.query],
    ] as const) {
      if (!schema) continue;
      const objectSchema = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, property] of Object.entries(objectSchema.properties ?? {})) {
        const example = location === 'path' ? typedExample(op.paramsExample?.[name], property) : undefined;
        parameters.push({
          name,
          in: location,
          required: location === 'path' || (objectSchema.required ?? []).includes(name),
          schema: property,
          ...(example !== undefined ? { example } : {}),
        });
      }
    }
    for (const header of op.headers ?? []) {
      parameters.push({
        name: header.name,
        in: 'header',
        required: header.required,
        description: header.description,
        schema: jsonSchema(header.schema, 'input'),
        ...(header.example !== undefined ? { example: header.example } : {}),
      });
    }

    const responses: Record<string, unknown> = {
      [String(op.response.status ?? 200)]: {
        description: op.response.description,
        ...(op.response.cacheControl
          ? { headers: { 'Cache-Control': { schema: { type: 'string', const: op.response.cacheControl } } } }
          : {}),
        content: op.response.stream
          ? {
              // The events' data schemas inline: a $ref inside an extension is not a use (Redocly, other tools).
              'text/event-stream': {
                schema: { type: 'string' },
                'x-events': Object.fromEntries(
                  Object.entries(op.response.stream.events).map(([event, data]) => [event, jsonSchema(data.schema, 'output')]),
                ),
              },
            }
          : Object.fromEntries(
              (op.response.formats ?? ['application/json']).map((format) => [
                format,
                {
                  schema:
                    format === 'application/json'
                      ? component(op.response.name, op.response.schema, 'output')
                      : { type: 'string' },
                },
              ]),
            ),
      },
    };
    const errorStatuses = [...new Set<ErrorStatus>([...op.errors, ...COMMON_ERRORS, ...(op.auth ? [401 as const] : [])])].sort(
      (a, b) => a - b,
    );
    for (const status of errorStatuses) {
      responses[String(status)] = { $ref: `#/components/responses/E${status}` };
      usedErrors.add(status);
    }

    const operation: Record<string, unknown> = {
      operationId: op.operationId,
      tags: [op.tag],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: Object.fromEntries(
                (op.body.contentTypes ?? ['application/json']).map((type) => [
                  type,
                  { schema: component(op.body!.name, op.body!.schema, 'input'), example: op.body!.example },
                ]),
              ),
            },
          }
        : {}),
      responses,
      // Public calls say so (security: []), so no tool assumes a token is needed.
      security: op.auth ? [{ bearerAuth: [] }] : [],
      ...(op.auth === 'admin' ? { 'x-requires': 'EAdministrador X' } : {}),
    };
    const path = toOpenApiPath(op.path);
    (paths[path] ??= {})[op.method] = operation;
  }

  // Only the error answers some operation lists (405 comes from the router, on methods no operation has).
  const errorResponses = Object.fromEntries(
    [...usedErrors]
      .sort((a, b) => a - b)
      .map((status) => [
        `E${status}`,
        {
          description: ERROR_RESPONSES[status],
          ...(status === 429
            ? {
                headers: {
                  'Retry-After': { description: 'Segundos hasta poder reintentar.', schema: { type: 'integer', minimum: 1 } },
                },
              }
            : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
        },
      ]),
  );

  return {
    openapi: '3.1.0',
    info: {
      title: 'Pollos La Brasa — API de referencia',
      version: '1.0.0',
      license: LICENSE,
      description:
        'API de la tienda en línea. Todas las respuestas son JSON UTF-8; los errores tienen la forma ApiError { isError: true, message, errors? } con mensajes en español. Generado desde los esquemas zod compartidos (machines/schemas) por server/openapi.ts.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(sorted.map((op) => op.tag))]
      .sort(byTagOrder)
      .map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => byCodeUnits(a, b))),
      responses: errorResponses,
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

let cachedJson: string | undefined;

/** The document as served and written to docs/api/openapi.json (2-space indent, final newline). */
export function openApiJson(): string {
  cachedJson ??= `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
  return cachedJson;
}
