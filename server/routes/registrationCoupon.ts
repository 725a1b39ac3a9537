/**
 * Registration-coupon popup (docs/product.md#llamadas):
 *   POST /api/usuarios/cupon_registro { fecha: 'YYYY-MM-DD' } → RegistrationCoupon[]
 * The storefront sends it when nobody is signed in, with today's date. A non-empty list
 * makes it show the popup (and set habilitarCupon to false): each coupon flagged registro
 * and in force on that day, with the popup image (preference imagen-popup-inicio of
 * channel 2, else the default image) and a sentence for the popup. fecha must be a real
 * day within one day of today in Bogotá (time zones), else 422; with a bearer token the
 * customer is already registered and the list is empty.
 */
import { and, eq } from 'drizzle-orm';
import { POPUP_IMAGE_PREFERENCE_KEY, PREFERENCES_CHANNEL } from '../../machines/constants';
import { messages } from '../../machines/messages';
import { addDays } from '../../machines/rules/deliverySlots';
import { formatPesos } from '../../machines/rules/money';
import { registrationCouponBodySchema, registrationCouponListSchema, type RegistrationCoupon } from '../../machines/schemas';
import type { RouteModule } from '../context';
import { preferences } from '../db/schema';
import { ApiFailure, parseJsonBody, sendJson } from '../http';
import { registerOperations } from '../openapi';
import { bogotaDay, optionalUser } from '../services/access';
import { registrationCoupons, toCoupon } from '../services/coupons';
import { accountTexts } from '../../machines/screenTexts/account';

export const REGISTRATION_COUPON_PATH = '/api/usuarios/cupon_registro';
export const DEFAULT_POPUP_IMAGE = '/img/popup-registro.svg';

export const registrationCouponRoutes: RouteModule = (app, ctx) => {
  app.post(REGISTRATION_COUPON_PATH, async (c) => {
    const claims = await optionalUser(c, ctx);
    const { fecha } = await parseJsonBody(c, registrationCouponBodySchema);
    const today = bogotaDay(ctx.clock());
    if (fecha < addDays(today, -1) || fecha > addDays(today, 1)) {
      throw new ApiFailure(422, messages.http.validation, { fecha: [accountTexts.dateNotToday] });
    }
    c.header('Cache-Control', 'no-store');
    if (claims) return sendJson(c, []);
    const [rows, [image]] = await Promise.all([
      registrationCoupons(ctx.db, fecha),
      ctx.db
        .select({ valor: preferences.valor })
        .from(preferences)
        .where(and(eq(preferences.canal, PREFERENCES_CHANNEL), eq(preferences.llave, POPUP_IMAGE_PREFERENCE_KEY)))
        .limit(1),
    ]);
    const imagen = image?.valor.trim() || DEFAULT_POPUP_IMAGE;
    const list: RegistrationCoupon[] = rows.map((row) => ({
      ...toCoupon(row),
      imagen,
      mensaje: accountTexts.registrationCoupon(formatPesos(row.valorCupon), formatPesos(row.montoMinimo)),
      vigente_hasta: row.vigenteHasta,
    }));
    return sendJson(c, list);
  });
  return [REGISTRATION_COUPON_PATH];
};

registerOperations({
  method: 'post',
  path: REGISTRATION_COUPON_PATH,
  operationId: 'registrationCoupon',
  tag: 'cupones',
  summary: 'Cupón de registro para la ventana emergente',
  description:
    'fecha: hoy (YYYY-MM-DD; se acepta un día de diferencia con Bogotá). Lista vacía: sin ventana. Cada cupón trae la imagen (preferencia imagen-popup-inicio) y el texto de la ventana. Con token (ya registrado): lista vacía.',
  body: { name: 'RegistrationCouponBody', schema: registrationCouponBodySchema, example: { fecha: '2026-03-02' } },
  response: {
    name: 'RegistrationCouponList',
    schema: registrationCouponListSchema,
    description: 'Cupones de registro vigentes.',
    cacheControl: 'no-store',
  },
  errors: [400, 401, 413, 422],
});
