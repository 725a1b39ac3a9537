import type { AnyStateMachine } from 'xstate';
import type { MachineGlossary } from '../../machines/glossary';
import { appUpdateMachine, glossary as appUpdateGlossary } from '../../machines/appUpdate';
import { bootMachine, glossary as bootGlossary } from '../../machines/boot';
import { cartMachine, glossary as cartGlossary } from '../../machines/cart';
import { catalogueMachine, glossary as catalogueGlossary } from '../../machines/catalogue';
import { checkoutMachine, glossary as checkoutGlossary } from '../../machines/checkout';
import { disclosureMachine, glossary as disclosureGlossary } from '../../machines/disclosure';
import { errorPageMachine, glossary as errorPageGlossary } from '../../machines/errorPage';
import { locationMachine, glossary as locationGlossary } from '../../machines/location';
import { paymentMachine, glossary as paymentGlossary } from '../../machines/payment';
import { registrationPopupMachine, glossary as registrationPopupGlossary } from '../../machines/registrationPopup';
import { sessionMachine, glossary as sessionGlossary } from '../../machines/session';
import { storefrontMachine, glossary as storefrontGlossary } from '../../machines/storefront';
import { trackingMachine, glossary as trackingGlossary } from '../../machines/tracking';
import { favouritesMachine, glossary as favouritesGlossary } from '../../machines/favourites';
import { formMachine, glossary as formGlossary } from '../../machines/form';
import { orderDetailMachine, glossary as orderDetailGlossary } from '../../machines/orderDetail';
import { orderHistoryMachine, glossary as orderHistoryGlossary } from '../../machines/orderHistory';
import { preferencesMachine, glossary as preferencesGlossary } from '../../machines/preferences';
import { resourceMachine, glossary as resourceGlossary } from '../../machines/resource';
import { subscriptionsMachine, glossary as subscriptionsGlossary } from '../../machines/subscriptions';
import { couponMachine, glossary as couponGlossary } from '../../machines/coupon';
import { storeChoiceMachine, glossary as storeChoiceGlossary } from '../../machines/storeChoice';
import { addressBookMachine, glossary as addressBookGlossary } from '../../machines/addressBook';
import { reorderMachine, glossary as reorderGlossary } from '../../machines/reorder';
import { shellMachine, glossary as shellGlossary } from '../../machines/shell';

/**
 * Every statechart of the storefront, with what a product owner reads about it.
 * Adding a machine here is all it takes for it to get a diagram
 * (docs/statecharts/), generated tests and a coverage row.
 */
export interface RegisteredMachine {
  /** File-safe id: docs/statecharts/<id>.md and .svg. */
  id: string;
  machine: AnyStateMachine;
  /** Spanish title for product owners. */
  title: string;
  /** One paragraph, Spanish, what the machine decides and where the spec says so. */
  description: string;
  /** Spanish for each of its events and guards (machines/<id>/glossary.ts), shown before the code names. */
  glossary: MachineGlossary;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  {
    id: 'storefront',
    machine: storefrontMachine,
    glossary: storefrontGlossary,
    title: 'Tienda (raíz)',
    description:
      'Arranca la tienda: con lo que recuerdan las cookies crea las máquinas de arranque, sesión, ubicación, catálogo y carrito, y las deja conversar entre sí por eventos. La del pedido llega con la pantalla de pago (storefront.checkoutLoaded) y se crea una sola vez.',
  },
  {
    id: 'boot',
    machine: bootMachine,
    glossary: bootGlossary,
    title: 'Arranque: estado del servicio, mantenimiento y cookies',
    description:
      'Al abrir la tienda consulta el estado del servicio (máximo 10 s) y las preferencias; si el servicio no responde o la preferencia mantenimiento es S, lleva a /mantenimiento. En mantenimiento siguen abiertas /preferencias y /login, para que un administrador ingrese desde el enlace de la página de mantenimiento y lo apague: al apagarlo la tienda vuelve a consultar su estado y abre. Sin aceptar las cookies solo se puede estar en la página de inicio (y en la carta pública): el aviso lleva al inicio recordando la página pedida con su consulta (el enlace del correo de recuperación, /login, /carrito), también tras recargar, y «Aceptar» en el inicio sigue a ella; retirar el consentimiento desde el pie de página borra sus cookies y las listas de productos (spec §4, Ley 1581).',
  },
  {
    id: 'session',
    machine: sessionMachine,
    glossary: sessionGlossary,
    title: 'Sesión: invitado, cliente, inactividad y cierre',
    description:
      'Un invitado inicia sesión con usuario y contraseña, con Google o Facebook (la tienda verifica la confirmación del proveedor; una cuenta de proveedor desconocida va al registro) o al registrarse, y pasa a cliente. El acceso se renueva solo antes de vencer (cada 55 min) y una sesión recordada se retoma al volver a abrir la tienda. Tras 4 horas sin actividad un aviso cierra la sesión, y si nadie lo responde en 1 minuto se cierra sola (y deja de renovar el acceso). «Cerrar sesión» se ofrece siempre a quien tiene sesión; al cerrar sesión se revoca el acceso, se vacían carrito y pedido y se vuelve al punto de venta genérico (spec §4).',
  },
  {
    id: 'location',
    machine: locationMachine,
    glossary: locationGlossary,
    title: 'Ubicación: punto de venta, ciudad y dirección',
    description:
      'Si no hay punto de venta guardado, o se eligió hace más de 4 horas (inactividad), asigna el genérico G001. Elegir una ciudad (que debe estar en la lista ofrecida) cambia el punto de venta; con productos en el carrito un cliente no puede cambiar ciudad. Confirmar la dirección fija la fecha y hora de entrega (spec §4).',
  },
  {
    id: 'catalogue',
    machine: catalogueMachine,
    glossary: catalogueGlossary,
    title: 'Catálogo: productos y categorías',
    description:
      'Carga los productos y categorías del punto de venta y lista de precios actuales, solo después de aceptar las cookies (salvo el resto de la carta grande que trajo la página); los vuelve a cargar cuando cambian ciudad, documento o fecha (spec §4).',
  },
  {
    id: 'cart',
    machine: cartMachine,
    glossary: cartGlossary,
    title: 'Carrito: cambios, verificación y "Continuar al Pago"',
    description:
      'Los + y − se agrupan y se aplican tras 1 s sin cambios; medio segundo después el carrito se verifica contra el punto de venta y se quitan los productos no disponibles. Si el punto de venta cambia el precio de algún producto, el carrito y confirma-pedido lo nombran (antes y ahora) hasta que el cliente lo da por visto. "Continuar al Pago" decide en el orden de la spec: iniciar sesión, total en $0, cupones, y luego confirmar pedido o ubicación (spec §4, §5).',
  },
  {
    id: 'checkout',
    machine: checkoutMachine,
    glossary: checkoutGlossary,
    title: 'Pedido: validación ordenada, envío y resultado',
    description:
      'Valida el pedido regla por regla en el orden de la spec y se detiene en la primera que falla; si pasa, lo envía una sola vez (un doble clic en Pagar no duplica). Un pedido aceptado vacía el carrito y lleva a la pasarela de pagos (pago en línea); si la API no da pasarela muestra el número del pedido; si no, el error (spec §4, §5).',
  },
  {
    id: 'payment',
    machine: paymentMachine,
    glossary: paymentGlossary,
    title: 'Pago en línea: resultado del pago',
    description:
      'Al volver de la pasarela de pagos a /resultado-enviar/{pedido} consulta el estado del pago: aprobado, rechazado o pendiente. Si está pendiente pregunta de nuevo cada 5 s, hasta 12 veces, y luego deja consultar o continuar el pago; si fue rechazado permite intentarlo de nuevo con otro medio.',
  },
  {
    id: 'tracking',
    machine: trackingMachine,
    glossary: trackingGlossary,
    title: 'Seguir tus pedidos: estados en vivo',
    description:
      'En /seguir-pedidos carga los pedidos de las últimas 24 horas y abre el flujo de eventos del cliente: cada cambio de estado (recibido → en preparación → en camino → entregado, o cancelado) se muestra al instante, venga de la réplica que venga. Si el flujo se corta lo reabre esperando 1 s, 2 s, 4 s… (hasta 30 s); tras 4 cortes seguidos consulta cada 30 s y prueba el flujo cada 2 min. Al reabrirse tras un corte recarga los pedidos.',
  },
  {
    id: 'disclosure',
    machine: disclosureMachine,
    glossary: disclosureGlossary,
    title: 'Listas desplegables: sugerencias de búsqueda y vista previa del carrito',
    description:
      'Se abren al instante y se cierran un momento después de salir: 200 ms tras perder el foco la búsqueda, 500 ms tras salir el mouse la vista previa del carrito (spec §2).',
  },
  {
    id: 'registrationPopup',
    machine: registrationPopupMachine,
    glossary: registrationPopupGlossary,
    title: 'Ventana de cupón de registro',
    description:
      'A un invitado que aceptó las cookies (y cuyo navegador no la ha visto: cookie habilitarCupon) le pregunta una vez a la API si hay cupón de registro para hoy; si lo hay muestra la ventana con la imagen promocional y deja de ofrecerla (habilitarCupon = false). La imagen lleva a /registro?accion=n&hc=s; cerrarla la descarta. Nunca en /registro, /login ni /mantenimiento (spec §2, §7).',
  },
  {
    id: 'shell',
    machine: shellMachine,
    glossary: shellGlossary,
    title: 'Alrededor de la página: menú, ubicación, cupón y pregunta de la ciudad',
    description:
      "Lo que está abierto alrededor de cada página: el menú lateral (se cierra al pasar a otra página), la ventana de ubicación (también la abre 'Cambiar' en la pregunta de la ciudad; 'Elegir Ciudad' pasa a la lista de ciudades, que pide a la ubicación, y la ventana se cierra cuando la ubicación aplica la ciudad elegida), la ventana de cupón de registro, que se carga la primera vez que aplica su regla (un invitado que aceptó las cookies, fuera de /registro, /login y /mantenimiento) y mientras pregunta o se muestra hace esperar a la pregunta de la ciudad, y esa pregunta, que 'Mantener' o 'Cambiar' responden por el resto de la visita (spec §2).",
  },
  {
    id: 'errorPage',
    machine: errorPageMachine,
    glossary: errorPageGlossary,
    title: 'Página de error por estado: 429, mantenimiento y error inesperado',
    description:
      'Un 429 de la API muestra "Espera un momento" con una cuenta regresiva de los segundos de Retry-After (10 s si no viene) y luego recarga la página; en mantenimiento se muestra como 503. Un 500 o más al leer datos muestra "Estamos en Mantenimiento" con Volver. Una lectura respondida con 400, 403 o 405, o una página que falla al dibujarse, muestra "Ha ocurrido un error" con Volver (spec §2, §4, §8).',
  },
  {
    id: 'appUpdate',
    machine: appUpdateMachine,
    glossary: appUpdateGlossary,
    title: 'Aplicación instalada: versión nueva',
    description:
      "Cuando hay una versión nueva de la tienda instalada (un service worker en espera) se ofrece 'Actualizar' o 'Ahora no'. Solo 'Actualizar' activa la versión nueva y recarga la página, para que nadie pierda lo que está escribiendo; con 'Ahora no' la nueva se usa la próxima vez que abra la tienda.",
  },
  {
    id: 'resource',
    machine: resourceMachine,
    glossary: resourceGlossary,
    title: 'Cuenta: datos que lee una página (cargar, reintentar, recargar)',
    description:
      "Lo que una página de la cuenta lee de la API con la sesión del cliente (sus datos en /mi-cuenta, el pedido a calificar, los recomendados, el seguimiento): mientras carga, una rueda; si falla, el mensaje de la spec §8 y 'Reintentar'; al recargar, lo que ya se mostraba sigue en pantalla. Salir de la página cancela la petición.",
  },
  {
    id: 'orderHistory',
    machine: orderHistoryMachine,
    glossary: orderHistoryGlossary,
    title: 'Mis pedidos: lista por páginas',
    description:
      "/mis-pedidos: todos los pedidos del cliente, del más reciente al más antiguo, de a 20. 'Ver más' pide la página siguiente mientras la última llegó completa; si una página falla, la lista sigue y se ofrece 'Reintentar' (spec §2).",
  },
  {
    id: 'orderDetail',
    machine: orderDetailMachine,
    glossary: orderDetailGlossary,
    title: 'Detalle del pedido: cancelar y suscribirse',
    description:
      "/detalle-pedido: el pedido guardado. Mientras se pueda, se cancela tras preguntar ('Sí, cancelar pedido' / 'No, conservarlo'); un pedido pagado se puede repetir cada 1 a 90 días (la frecuencia se revisa antes de enviar), cambiar la frecuencia o eliminar la suscripción. Cada resultado es un aviso y tras un éxito el pedido se vuelve a leer (spec §5).",
  },
  {
    id: 'form',
    machine: formMachine,
    glossary: formGlossary,
    title: 'Formularios de la cuenta: registro, contraseña, datos y calificación',
    description:
      'Registro, recuperar y cambiar la contraseña, los datos de /mi-cuenta y la calificación de un pedido: al enviar se revisan los campos con las mismas reglas del servidor; si alguna falla, su mensaje queda bajo el campo y no se envía nada. La API puede negarse igual (422 por campo, lo demás arriba del formulario). Un segundo envío espera la respuesta del primero. En el registro de una cuenta de Google o Facebook desconocida, la cuenta se vincula salvo que el cliente elija "No vincular" (spec §5, §7).',
  },
  {
    id: 'favourites',
    machine: favouritesMachine,
    glossary: favouritesGlossary,
    title: 'Mis favoritos: optimista, con marcha atrás',
    description:
      "/mis-favoritos y el corazón de un producto: el corazón cambia al instante y la API se entera después, un cambio a la vez y en orden; si la API falla, el corazón vuelve a como estaba y se avisa 'No pudimos actualizar tus favoritos, intenta nuevamente.'. Un invitado no tiene favoritos ni hace llamadas.",
  },
  {
    id: 'subscriptions',
    machine: subscriptionsMachine,
    glossary: subscriptionsGlossary,
    title: 'Mis suscripciones: frecuencia, pausa, omisión y cancelación',
    description:
      "/mis-suscripciones: cada pedido suscrito con su frecuencia y su próximo pedido. Cambiarla revisa primero que sea de 1 a 90 días (fuera de rango no se envía nada) y el resultado se muestra en su tarjeta; cancelar pregunta antes y un éxito se avisa. Una suscripción activa se puede pausar u omitir su próximo pedido (una omisión a la vez); una en pausa, reanudar: cada cambio se pregunta antes, un fallo queda en el diálogo con 'Reintentar' y tras un éxito la lista, con la nueva fecha, se vuelve a leer (spec §5).",
  },
  {
    id: 'reorder',
    machine: reorderMachine,
    glossary: reorderGlossary,
    title: 'Pedir de nuevo: un pedido anterior al carrito',
    description:
      "Desde /mis-pedidos o el detalle de un pedido, 'Pedir de nuevo' lee el pedido y entrega sus productos al carrito, que los verifica contra el punto de venta actual y avisa qué ya no está disponible o cambió de precio; luego lleva a /carrito. Si el carrito ya tiene productos pregunta antes: reemplazarlos o agregar el pedido. Si el pedido no se puede leer, el mensaje y 'Reintentar'.",
  },
  {
    id: 'preferences',
    machine: preferencesMachine,
    glossary: preferencesGlossary,
    title: 'Preferencias (administrador): mantenimiento e imagen del popup',
    description:
      '/preferencias, solo administradores: encender el mantenimiento cierra la tienda a los clientes, por eso se pregunta antes; apagarlo no. La imagen del popup se revisa con la regla del servidor antes de enviarla. Cada tarjeta dice Guardado o por qué no; tras guardar la lista se vuelve a leer, y el mantenimiento guardado se avisa a la tienda (apagado, vuelve a abrir) (spec §4, §6).',
  },
  {
    id: 'coupon',
    machine: couponMachine,
    glossary: couponGlossary,
    title: 'Cupón de descuento: escribir, revisar, aplicar y quitar',
    description:
      "En /carrito y /confirma-pedido el cliente escribe un código y 'Aplicar': el servidor lo revisa contra el carrito con las reglas del pedido (vigencia, uso, productos a los que aplica, monto mínimo del §5). Si aplica, el carrito lo guarda y se ven la línea del descuento y el nuevo total; si no, se muestra por qué. 'Quitar' lo devuelve. Si el carrito lo deja caer (se quitaron sus productos) el campo vuelve a aparecer. Un cupón a la vez (spec §3, §5).",
  },
  {
    id: 'storeChoice',
    machine: storeChoiceMachine,
    glossary: storeChoiceGlossary,
    title: 'Domicilio o recoger en tienda: elegir la tienda',
    description:
      "En /confirmar-ubicacion el cliente elige Domicilio o Recoger en tienda (recogeentienda 'X', spec §3). Para recoger ve las tiendas de su ciudad con dirección, horario de hoy y 'Abierto' o 'Cerrado ahora'; solo puede elegir una tienda abierta a la hora en que va a recoger, así que una cerrada ahora se elige para una hora posterior. Al confirmar, la ubicación guarda la tienda y el horario, y el pedido va con el pdv de la tienda y sin costo de domicilio.",
  },
  {
    id: 'addressBook',
    machine: addressBookMachine,
    glossary: addressBookGlossary,
    title: 'Mis Direcciones: direcciones guardadas y la del pedido',
    description:
      "/confirmar-ubicacion: las direcciones guardadas del cliente, la predeterminada primero. Agregar y editar abren un formulario que se revisa con las mismas reglas del servidor; eliminar pregunta antes ('Sí, eliminar' / 'No, mantener'); cualquiera puede pasar a ser la predeterminada. Tras cada cambio la lista se vuelve a leer y sigue en pantalla. Para el pedido queda elegida la predeterminada de la ciudad; se puede elegir otra de la ciudad o escribir una nueva (spec §2, §6).",
  },
];
