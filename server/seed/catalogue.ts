import type { Category, Product } from '../../machines/schemas';

/**
 * Seed catalogue of "Pollos La Brasa": the menu the reference API serves.
 * Prices are whole pesos (2026). KG products are priced per kilo; the storefront
 * shows them per 'Libra' at half the price (machines/rules/pricing.ts).
 * porcentaje_iva: 8 = impoconsumo on prepared food, 19 = IVA on packaged drinks,
 * 0 = raw chicken sold by weight and bottled water.
 */

interface CategoryDef {
  grupoportal: string;
  descripcion: string;
}

const categoryDefs = [
  { grupoportal: 'C01', descripcion: 'Pollo asado' },
  { grupoportal: 'C02', descripcion: 'Pollo broaster' },
  { grupoportal: 'C03', descripcion: 'Alitas' },
  { grupoportal: 'C04', descripcion: 'Combos' },
  { grupoportal: 'C05', descripcion: 'Para compartir' },
  { grupoportal: 'C06', descripcion: 'Pollo por libra' },
  { grupoportal: 'C07', descripcion: 'Acompañamientos' },
  { grupoportal: 'C08', descripcion: 'Bebidas' },
  { grupoportal: 'C09', descripcion: 'Postres' },
] as const satisfies readonly CategoryDef[];

type CategoryId = (typeof categoryDefs)[number]['grupoportal'];

interface ProductDef {
  codigo: string;
  cat: CategoryId;
  corta: string;
  descripcion: string;
  sinonimos: string[];
  precio: number;
  iva: 0 | 8 | 19;
  unidad?: 'UN' | 'KG';
  minima?: number;
  /** valor_porcentaje_descuento when the product is discounted. */
  descuento?: number;
  /** [cantidad_minima, cantidad_producto_adicional] when the product has an offer. */
  oferta?: [number, number];
}

const productDefs: ProductDef[] = [
  // C01 Pollo asado
  {
    codigo: 'P1001', cat: 'C01', corta: 'Pollo asado entero', precio: 52_900, iva: 8,
    descripcion: 'Pollo entero marinado 24 horas en finas hierbas y asado lentamente a la brasa, con arepas, papa salada y ají de la casa.',
    sinonimos: ['pollo entero', 'asadero', 'brasa', 'rostizado'],
  },
  {
    codigo: 'P1002', cat: 'C01', corta: 'Medio pollo asado', precio: 29_900, iva: 8, descuento: 10,
    descripcion: 'Medio pollo dorado a la brasa, jugoso por dentro y con piel crocante, acompañado de arepa, papa salada y ají.',
    sinonimos: ['1/2 pollo', 'medio', 'asadero', 'brasa'],
  },
  {
    codigo: 'P1003', cat: 'C01', corta: 'Cuarto de pollo asado', precio: 17_900, iva: 8,
    descripcion: 'Un cuarto de pollo (pernil o pechuga) asado a la brasa, con arepa, papa salada y nuestro ají casero.',
    sinonimos: ['1/4 pollo', 'cuarto', 'pernil', 'presa asada'],
  },
  {
    codigo: 'P1004', cat: 'C01', corta: 'Pollo asado con papas', precio: 61_900, iva: 8,
    descripcion: 'Pollo entero a la brasa servido con una porción familiar de papas a la francesa recién fritas y salsas de la casa.',
    sinonimos: ['pollo con papas', 'papitas', 'brasa', 'familiar'],
  },
  {
    codigo: 'P1005', cat: 'C01', corta: 'Pechuga asada', precio: 19_900, iva: 8,
    descripcion: 'Pechuga entera asada a la brasa, tierna y baja en grasa, con ensalada fresca, arepa y limón.',
    sinonimos: ['pechuga', 'fit', 'a la plancha', 'light'],
  },
  {
    codigo: 'P1006', cat: 'C01', corta: 'Pollo asado a la miel', precio: 56_900, iva: 8,
    descripcion: 'Pollo entero a la brasa glaseado con miel de caña y un toque de naranja, caramelizado al carbón hasta quedar brillante.',
    sinonimos: ['miel', 'glaseado', 'panela', 'dulce'],
  },

  // C02 Pollo broaster
  {
    codigo: 'P1101', cat: 'C02', corta: 'Pollo broaster entero', precio: 54_900, iva: 8,
    descripcion: 'Ocho presas de pollo apanado con nuestra receta secreta de especias, crocante por fuera y jugoso por dentro.',
    sinonimos: ['broaster', 'frito', 'apanado', '8 presas'],
  },
  {
    codigo: 'P1102', cat: 'C02', corta: 'Medio pollo broaster', precio: 30_900, iva: 8,
    descripcion: 'Cuatro presas de pollo broaster doradas al punto, con papas a la francesa y salsa de ajo de la casa.',
    sinonimos: ['broaster', 'frito', '4 presas', 'apanado'],
  },
  {
    codigo: 'P1103', cat: 'C02', corta: 'Broaster 2 presas', precio: 12_900, iva: 8,
    descripcion: 'Dos presas de pollo broaster bien crocantes, ideales para el antojo de media tarde, con papas y ají.',
    sinonimos: ['presas', 'frito', 'apanado', 'crispy'],
  },
  {
    codigo: 'P1104', cat: 'C02', corta: 'Broaster 3 presas', precio: 17_500, iva: 8, descuento: 15,
    descripcion: 'Tres presas de pollo broaster recién hechas con papas a la francesa, arepa y salsa de la casa.',
    sinonimos: ['presas', 'frito', 'apanado', 'crispy'],
  },
  {
    codigo: 'P1105', cat: 'C02', corta: 'Nuggets de pollo x 10', precio: 15_900, iva: 8,
    descripcion: 'Diez nuggets de pechuga apanada, dorados y crujientes, con salsa de miel mostaza para untar.',
    sinonimos: ['nuggets', 'apanado', 'niños', 'trocitos'],
  },
  {
    codigo: 'P1106', cat: 'C02', corta: 'Deditos de pechuga x 6', precio: 16_900, iva: 8,
    descripcion: 'Seis tiras de pechuga apanadas en panko y especias, crocantes y tiernas, servidas con salsa BBQ.',
    sinonimos: ['tenders', 'deditos', 'apanado', 'tiras'],
  },
  {
    codigo: 'P1107', cat: 'C02', corta: 'Sándwich de pollo broaster', precio: 18_900, iva: 8,
    descripcion: 'Pan brioche tostado con filete de pollo broaster, lechuga, tomate y salsa de la casa, con papas a la francesa.',
    sinonimos: ['sanduche', 'hamburguesa de pollo', 'sándwich', 'emparedado'],
  },

  // C03 Alitas
  {
    codigo: 'P1201', cat: 'C03', corta: 'Alitas BBQ x 8', precio: 22_900, iva: 8,
    descripcion: 'Ocho alitas bañadas en salsa BBQ ahumada y ajonjolí tostado, con bastones de apio y salsa ranch.',
    sinonimos: ['alas', 'wings', 'bbq', 'barbacoa'],
  },
  {
    codigo: 'P1202', cat: 'C03', corta: 'Alitas BBQ x 16', precio: 41_900, iva: 8,
    descripcion: 'Dieciséis alitas BBQ ahumadas con ajonjolí, perfectas para el partido, con papas a la francesa y ranch.',
    sinonimos: ['alas', 'wings', 'bbq', 'partido'],
  },
  {
    codigo: 'P1203', cat: 'C03', corta: 'Alitas picantes x 8', precio: 22_900, iva: 8, descuento: 20,
    descripcion: 'Ocho alitas en salsa búfalo picante con ají y mantequilla, servidas con apio y salsa de queso azul.',
    sinonimos: ['alas', 'búfalo', 'picante', 'hot wings'],
  },
  {
    codigo: 'P1204', cat: 'C03', corta: 'Alitas miel mostaza x 8', precio: 23_900, iva: 8,
    descripcion: 'Ocho alitas glaseadas con miel y mostaza, un equilibrio dulce y suave que encanta a grandes y chicos.',
    sinonimos: ['alas', 'miel', 'mostaza', 'dulce'],
  },
  {
    codigo: 'P1205', cat: 'C03', corta: 'Alitas mixtas x 12', precio: 32_900, iva: 8,
    descripcion: 'Doce alitas en tres salsas: BBQ, búfalo picante y miel mostaza, para probar un poquito de todo.',
    sinonimos: ['alas', 'mixtas', 'surtidas', 'wings'],
  },
  {
    codigo: 'P1206', cat: 'C03', corta: 'Alitas broaster x 10', precio: 24_900, iva: 8,
    descripcion: 'Diez alitas apanadas al estilo broaster, súper crocantes, con papas a la francesa y salsa de ajo.',
    sinonimos: ['alas', 'broaster', 'apanadas', 'crispy'],
  },

  // C04 Combos
  {
    codigo: 'P1301', cat: 'C04', corta: 'Combo personal broaster', precio: 21_900, iva: 8,
    descripcion: 'Dos presas de pollo broaster, papas a la francesa, arepa y gaseosa personal: el almuerzo completo.',
    sinonimos: ['combo', 'personal', 'almuerzo', 'broaster'],
  },
  {
    codigo: 'P1302', cat: 'C04', corta: 'Combo personal asado', precio: 23_900, iva: 8,
    descripcion: 'Cuarto de pollo asado a la brasa con papa salada, arepa, ensalada y gaseosa personal.',
    sinonimos: ['combo', 'asadero', 'almuerzo', 'corrientazo'],
  },
  {
    codigo: 'P1303', cat: 'C04', corta: 'Combo pareja', precio: 44_900, iva: 8, descuento: 15,
    descripcion: 'Medio pollo asado, papas a la francesa, dos arepas y dos gaseosas personales para compartir en pareja.',
    sinonimos: ['combo', 'para dos', 'pareja', 'novios'],
  },
  {
    codigo: 'P1304', cat: 'C04', corta: 'Combo alitas', precio: 28_900, iva: 8,
    descripcion: 'Ocho alitas en la salsa que prefieras, papas a la francesa, salsa ranch y gaseosa personal.',
    sinonimos: ['combo', 'alas', 'wings', 'alitas'],
  },
  {
    codigo: 'P1305', cat: 'C04', corta: 'Combo infantil', precio: 16_900, iva: 8,
    descripcion: 'Nuggets de pollo, papitas a la francesa, jugo en caja y una sorpresa para los más pequeños de la casa.',
    sinonimos: ['niños', 'infantil', 'kids', 'cajita'],
  },
  {
    codigo: 'P1306', cat: 'C04', corta: 'Combo sándwich', precio: 25_900, iva: 8,
    descripcion: 'Sándwich de pollo broaster con lechuga y tomate, papas a la francesa y gaseosa personal bien fría.',
    sinonimos: ['combo', 'sanduche', 'sándwich', 'emparedado'],
  },

  // C05 Para compartir
  {
    codigo: 'P1401', cat: 'C05', corta: 'Combo familiar asado', precio: 79_900, iva: 8,
    descripcion: 'Pollo entero a la brasa, papas a la francesa familiares, arroz, cuatro arepas y gaseosa de 1.5 litros.',
    sinonimos: ['familiar', 'para compartir', 'asadero', 'domingo'],
  },
  {
    codigo: 'P1402', cat: 'C05', corta: 'Balde broaster x 12 presas', precio: 74_900, iva: 8, descuento: 12,
    descripcion: 'Balde con doce presas de pollo broaster crocante, papas a la francesa familiares y tres salsas de la casa.',
    sinonimos: ['balde', 'broaster', 'presas', 'frito'],
  },
  {
    codigo: 'P1403', cat: 'C05', corta: 'Balde mixto', precio: 84_900, iva: 8,
    descripcion: 'Ocho presas de pollo broaster y ocho alitas BBQ en un solo balde, con papas familiares y salsas.',
    sinonimos: ['balde', 'mixto', 'alas', 'presas'],
  },
  {
    codigo: 'P1404', cat: 'C05', corta: 'Picada de la casa', precio: 64_900, iva: 8,
    descripcion: 'Trozos de pollo asado, chorizo, papa criolla, maduro, yuca frita y arepitas con ají y guacamole para picar.',
    sinonimos: ['picada', 'picar', 'tabla', 'chorizo'],
  },
  {
    codigo: 'P1405', cat: 'C05', corta: 'Fiesta familiar x 2 pollos', precio: 119_900, iva: 8,
    descripcion: 'Dos pollos enteros a la brasa con papas familiares, arroz, seis arepas, ensalada y dos gaseosas de 1.5 litros.',
    sinonimos: ['fiesta', 'cumpleaños', 'dos pollos', 'reunión'],
  },

  // C06 Pollo por libra (sold by weight; priced per kilo, shown per libra)
  {
    codigo: 'P1501', cat: 'C06', corta: 'Pechuga por kilo', precio: 38_000, iva: 0, unidad: 'KG',
    descripcion: 'Pechuga de pollo fresca y campesina, sin marinar, lista para preparar en casa. Se vende por libra.',
    sinonimos: ['pechuga cruda', 'pollo crudo', 'por peso', 'libra'],
  },
  {
    codigo: 'P1502', cat: 'C06', corta: 'Pernil de pollo por kilo', precio: 26_000, iva: 0, unidad: 'KG', descuento: 10,
    descripcion: 'Perniles de pollo frescos con piel, jugosos y perfectos para el horno, la sartén o un buen sancocho.',
    sinonimos: ['pernil', 'muslo', 'contramuslo', 'pollo crudo'],
  },
  {
    codigo: 'P1503', cat: 'C06', corta: 'Alas de pollo por kilo', precio: 22_000, iva: 0, unidad: 'KG',
    descripcion: 'Alas de pollo frescas, limpias y listas para marinar, hornear o freír como alitas caseras.',
    sinonimos: ['alas crudas', 'alitas', 'pollo crudo', 'libra'],
  },
  {
    codigo: 'P1504', cat: 'C06', corta: 'Pollo entero crudo por kilo', precio: 16_900, iva: 0, unidad: 'KG',
    descripcion: 'Pollo entero fresco y limpio, de granjas colombianas, ideal para el sancocho o el asado del domingo.',
    sinonimos: ['pollo crudo', 'pollo fresco', 'sancocho', 'entero'],
  },
  {
    codigo: 'P1505', cat: 'C06', corta: 'Filete de pechuga por kilo', precio: 42_000, iva: 0, unidad: 'KG',
    descripcion: 'Filetes de pechuga delgados, sin hueso ni piel, listos para la plancha o para apanar en casa.',
    sinonimos: ['filete', 'milanesa', 'pechuga sin hueso', 'apanar'],
  },
  {
    codigo: 'P1506', cat: 'C06', corta: 'Pollo desmechado por kilo', precio: 48_000, iva: 8, unidad: 'KG',
    descripcion: 'Pollo asado a la brasa y desmechado a mano, perfecto para arepas, empanadas, ajiaco o sándwiches.',
    sinonimos: ['desmechado', 'deshilachado', 'pollo asado', 'relleno'],
  },

  // C07 Acompañamientos
  {
    codigo: 'P1601', cat: 'C07', corta: 'Papas a la francesa', precio: 7_900, iva: 8, oferta: [3, 1],
    descripcion: 'Porción de papas a la francesa recién fritas, doradas y crocantes, con sal marina y salsas a tu gusto.',
    sinonimos: ['papitas', 'papas fritas', 'francesa', 'fritas'],
  },
  {
    codigo: 'P1602', cat: 'C07', corta: 'Papas a la francesa familiares', precio: 12_900, iva: 8,
    descripcion: 'Porción grande de papas a la francesa para compartir en familia, servidas calientes con salsa de tomate.',
    sinonimos: ['papitas', 'papas fritas', 'familiar', 'grandes'],
  },
  {
    codigo: 'P1603', cat: 'C07', corta: 'Arepa de queso', precio: 3_500, iva: 8, minima: 2, oferta: [3, 1],
    descripcion: 'Arepa de maíz asada a la plancha y rellena de queso campesino derretido. Pedido mínimo de dos unidades.',
    sinonimos: ['arepa', 'queso', 'maíz', 'arepita'],
  },
  {
    codigo: 'P1604', cat: 'C07', corta: 'Arepa de chócolo', precio: 4_900, iva: 8, minima: 2,
    descripcion: 'Arepa dulce de maíz tierno con mantequilla y una tajada de quesito fresco encima. Mínimo dos unidades.',
    sinonimos: ['chócolo', 'choclo', 'mazorca', 'arepa dulce'],
  },
  {
    codigo: 'P1605', cat: 'C07', corta: 'Yuca frita', precio: 7_500, iva: 8, descuento: 25,
    descripcion: 'Bastones de yuca cocida y luego frita, crujientes por fuera y suaves por dentro, con suero costeño.',
    sinonimos: ['yuca', 'mandioca', 'casabe', 'frita'],
  },
  {
    codigo: 'P1606', cat: 'C07', corta: 'Papa criolla', precio: 7_900, iva: 8,
    descripcion: 'Papitas criollas doradas en su piel con sal y un toque de mantequilla, el acompañante más bogotano.',
    sinonimos: ['criolla', 'papa amarilla', 'papitas', 'colombiana'],
  },
  {
    codigo: 'P1607', cat: 'C07', corta: 'Arroz blanco', precio: 4_900, iva: 8,
    descripcion: 'Porción de arroz blanco graneado, suelto y calientito, el compañero perfecto del pollo a la brasa.',
    sinonimos: ['arroz', 'arroz blanco', 'graneado', 'porción'],
  },
  {
    codigo: 'P1608', cat: 'C07', corta: 'Maduro con queso', precio: 7_900, iva: 8,
    descripcion: 'Plátano maduro asado hasta caramelizar, gratinado con queso costeño derretido y bocadillo opcional.',
    sinonimos: ['plátano', 'maduro', 'tajadas', 'queso'],
  },
  {
    codigo: 'P1609', cat: 'C07', corta: 'Ensalada de la casa', precio: 5_900, iva: 8,
    descripcion: 'Repollo morado y blanco, zanahoria rallada y maíz tierno con vinagreta suave de limón y cilantro.',
    sinonimos: ['ensalada', 'repollo', 'verduras', 'coleslaw'],
  },
  {
    codigo: 'P1610', cat: 'C07', corta: 'Papa salada', precio: 4_900, iva: 8,
    descripcion: 'Papas pequeñas cocidas en su cáscara con bastante sal, como en el asadero de toda la vida.',
    sinonimos: ['papa', 'papa cocida', 'salada', 'sabanera'],
  },

  // C08 Bebidas
  {
    codigo: 'P1701', cat: 'C08', corta: 'Gaseosa 400 ml', precio: 4_500, iva: 19, oferta: [2, 1],
    descripcion: 'Gaseosa personal bien fría de 400 mililitros en sabor cola, naranja, uva o manzana, a tu elección.',
    sinonimos: ['gaseosa', 'soda', 'refresco', 'personal'],
  },
  {
    codigo: 'P1702', cat: 'C08', corta: 'Gaseosa 1.5 L', precio: 8_900, iva: 19,
    descripcion: 'Gaseosa familiar de litro y medio en sabor cola, ideal para acompañar el pollo entero del domingo.',
    sinonimos: ['gaseosa', 'soda', 'litro y medio', 'familiar'],
  },
  {
    codigo: 'P1703', cat: 'C08', corta: 'Limonada natural', precio: 6_900, iva: 8, oferta: [2, 1],
    descripcion: 'Limonada recién exprimida con limón Tahití, hielo y un toque de hierbabuena fresca. Bien refrescante.',
    sinonimos: ['limonada', 'limón', 'jugo natural', 'refresco'],
  },
  {
    codigo: 'P1704', cat: 'C08', corta: 'Limonada de coco', precio: 9_900, iva: 8,
    descripcion: 'Limonada cremosa frappé con crema de coco y limón, al mejor estilo de la costa caribe colombiana.',
    sinonimos: ['limonada', 'coco', 'frappé', 'costeña'],
  },
  {
    codigo: 'P1705', cat: 'C08', corta: 'Jugo de mora', precio: 6_900, iva: 8,
    descripcion: 'Jugo natural de mora de Castilla en agua o en leche, espeso, fresco y con el dulce justo.',
    sinonimos: ['jugo', 'mora', 'jugo natural', 'sorbete'],
  },
  {
    codigo: 'P1706', cat: 'C08', corta: 'Jugo de lulo', precio: 6_900, iva: 8,
    descripcion: 'Jugo natural de lulo con su acidez característica, preparado al momento con fruta colombiana.',
    sinonimos: ['jugo', 'lulo', 'lulada', 'jugo natural'],
  },
  {
    codigo: 'P1707', cat: 'C08', corta: 'Agua sin gas 600 ml', precio: 3_900, iva: 0,
    descripcion: 'Agua potable tratada sin gas en botella de 600 mililitros, fría y perfecta para acompañar tu comida.',
    sinonimos: ['agua', 'agua natural', 'botella', 'hidratación'],
  },
  {
    codigo: 'P1708', cat: 'C08', corta: 'Té helado de durazno', precio: 5_500, iva: 19,
    descripcion: 'Té negro helado con sabor a durazno en botella de 400 mililitros, suave, dulce y muy refrescante.',
    sinonimos: ['té', 'te helado', 'durazno', 'ice tea'],
  },
  {
    codigo: 'P1709', cat: 'C08', corta: 'Malta 330 ml', precio: 4_200, iva: 19,
    descripcion: 'Bebida de malta sin alcohol en botella de 330 mililitros, dulce y espumosa, la compañera clásica del pollo.',
    sinonimos: ['malta', 'maltica', 'sin alcohol', 'bebida'],
  },

  // C09 Postres
  {
    codigo: 'P1801', cat: 'C09', corta: 'Arroz con leche', precio: 6_900, iva: 8, oferta: [2, 1],
    descripcion: 'Arroz con leche casero, cremoso y con canela, clavos y uvas pasas, como lo hacía la abuela.',
    sinonimos: ['postre', 'arroz con leche', 'dulce', 'canela'],
  },
  {
    codigo: 'P1802', cat: 'C09', corta: 'Brownie con helado', precio: 9_900, iva: 8,
    descripcion: 'Brownie tibio de chocolate con nueces, bola de helado de vainilla y salsa de chocolate por encima.',
    sinonimos: ['brownie', 'chocolate', 'helado', 'postre'],
  },
  {
    codigo: 'P1803', cat: 'C09', corta: 'Flan de caramelo', precio: 6_500, iva: 8, oferta: [3, 1],
    descripcion: 'Flan casero de huevo y leche, suave y tembloroso, bañado en caramelo dorado hecho en casa.',
    sinonimos: ['flan', 'caramelo', 'quesillo', 'postre'],
  },
  {
    codigo: 'P1804', cat: 'C09', corta: 'Torta tres leches', precio: 8_500, iva: 8, descuento: 10,
    descripcion: 'Bizcocho esponjoso bañado en tres leches, con crema chantilly, canela y una cereza encima.',
    sinonimos: ['tres leches', 'torta', 'ponqué', 'postre'],
  },
  {
    codigo: 'P1805', cat: 'C09', corta: 'Cono de helado', precio: 3_900, iva: 8,
    descripcion: 'Cono crocante con helado suave de vainilla, fresa o mixto, el final perfecto para tu pedido.',
    sinonimos: ['helado', 'cono', 'barquillo', 'mantecado'],
  },
];

const categoryName = new Map<string, string>(categoryDefs.map((c) => [c.grupoportal, c.descripcion]));

export const seedProducts: Product[] = productDefs.map((p) => ({
  codigo_producto: p.codigo,
  descripcion_corta: p.corta,
  descripcion_producto: p.descripcion,
  sinonimos: p.sinonimos,
  imagen_producto: `/img/productos/${p.codigo}.svg`,
  categoria_id: p.cat,
  descr_categoria: categoryName.get(p.cat) ?? '',
  precio: p.precio,
  porcentaje_iva: p.iva,
  unidad_medida_venta: p.unidad ?? 'UN',
  cantidadminima: p.minima ?? 1,
  descuento: p.descuento ? 'X' : '',
  idescuentos: p.descuento ? { valor_porcentaje_descuento: p.descuento } : null,
  oferta: p.oferta ? 'X' : '',
  iofertas: p.oferta ? { cantidad_minima: p.oferta[0], cantidad_producto_adicional: p.oferta[1] } : null,
}));

export const seedCategories: Category[] = categoryDefs.map((c) => ({
  grupoportal: c.grupoportal,
  descripcion: c.descripcion,
  productos: productDefs.filter((p) => p.cat === c.grupoportal).map((p) => p.codigo),
}));
