import { describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { formatPesos } from '../../machines/rules/money';
import { unitPrice } from '../../machines/rules/pricing';
import { reorderItemsOf, reorderNotice, reorderReport, type ReorderItem } from '../../machines/rules/reorder';
import { subscriptionTexts } from '../../machines/screenTexts/subscriptions';
import { scheduleChangesOf, scheduleChangeSuccessText } from '../../machines/rules/subscriptions';
import { product } from '../fixtures/store';

const ALITAS = product('A1', { descripcion_corta: 'Alitas BBQ x8' });
const NUGGETS = product('N3', { descripcion_corta: 'Nuggets', precio: 2_000 });
const alitasNow = unitPrice(ALITAS).finalPrice;
const nuggetsNow = unitPrice(NUGGETS).finalPrice;

describe('reorder: the order’s products become cart lines', () => {
  it('one line per product, quantities of a repeated code add up, the unit price paid is the line total over its quantity', () => {
    const items = reorderItemsOf([
      { codigo_producto: 'A1', cantidad: 2, total: 43_201, descripcion_corta: 'Alitas BBQ x8' },
      { codigo_producto: 'N3', cantidad: 3, total: 6_480 },
      { codigo_producto: 'A1', cantidad: 1, total: 21_600, descripcion_corta: 'Alitas BBQ x8' },
    ]);
    expect(items).toEqual([
      { producto_id: 'A1', cantidad: 3, nombre: 'Alitas BBQ x8', precio: 21_601 },
      { producto_id: 'N3', cantidad: 3, nombre: 'N3', precio: 2_160 },
    ]);
  });

  it('a line without units brings nothing', () => {
    expect(reorderItemsOf([{ codigo_producto: 'A1', cantidad: 0, total: 0 }])).toEqual([]);
  });
});

describe('reorder: re-verified against the current sales point’s prices and availability', () => {
  const items: ReorderItem[] = [
    { producto_id: 'A1', cantidad: 2, nombre: 'Alitas BBQ x8', precio: alitasNow },
    { producto_id: 'N3', cantidad: 3, nombre: 'Nuggets', precio: nuggetsNow - 160 },
    { producto_id: 'X9', cantidad: 1, nombre: 'Combo retirado', precio: 30_000 },
  ];

  it('names the products no longer offered and those whose price changed (then and now)', () => {
    expect(reorderReport(items, [ALITAS, NUGGETS])).toEqual({
      unavailable: ['Combo retirado'],
      priceChanges: [{ producto_id: 'N3', nombre: 'Nuggets', before: nuggetsNow - 160, now: nuggetsNow }],
      added: 2,
    });
  });

  it('everything as it was: a success notice', () => {
    const report = reorderReport(items.slice(0, 1), [ALITAS, NUGGETS]);
    expect(reorderNotice(100001, report)).toEqual({ level: 'success', message: messages.reorder.added(100001) });
  });

  it('differences: one warning listing what is gone and what changed price, in Spanish, with pesos', () => {
    const { level, message, modal } = reorderNotice(100001, reorderReport(items, [ALITAS, NUGGETS]));
    expect([level, modal]).toEqual(['warning', true]);
    expect(message).toBe(
      `Agregamos a tu carrito los productos del pedido #100001 con los precios de hoy. Ya no están disponibles en tu punto de venta: Combo retirado. Cambiaron de precio: Nuggets (antes ${formatPesos(nuggetsNow - 160)}, ahora ${formatPesos(nuggetsNow)}).`,
    );
  });

  it('nothing left at this sales point: says so and names them', () => {
    expect(reorderNotice(7, reorderReport(items, []))).toEqual({
      level: 'warning',
      message: messages.reorder.noneAvailable(7, 'Alitas BBQ x8, Nuggets, Combo retirado'),
      modal: true,
    });
  });
});

describe('subscriptions: pause, resume, skip the next order (what the card offers)', () => {
  it('active: pause and skip; with a skip to come: only pause; paused: only resume', () => {
    expect(scheduleChangesOf({ pausada: false, omitir_fecha: null })).toEqual(['pausar', 'omitir']);
    expect(scheduleChangesOf({ pausada: false, omitir_fecha: '2026-03-10' })).toEqual(['pausar']);
    expect(scheduleChangesOf({ pausada: true, omitir_fecha: null })).toEqual(['reanudar']);
    expect(scheduleChangesOf({ pausada: true, omitir_fecha: '2026-03-10' })).toEqual(['reanudar']);
  });

  it('an API that does not say whether it is paused offers nothing', () => {
    expect(scheduleChangesOf({})).toEqual([]);
  });

  it('the notice is the API’s text, or ours for the change', () => {
    expect(scheduleChangeSuccessText('omitir', { tipo: 'S', mensaje: 'No haremos el pedido del 2026-03-10.' })).toBe(
      'No haremos el pedido del 2026-03-10.',
    );
    expect(scheduleChangeSuccessText('pausar', { tipo: 'S', mensaje: ' ' })).toBe(subscriptionTexts.paused);
    expect(scheduleChangeSuccessText('reanudar', { tipo: 'S', mensaje: '' })).toBe(subscriptionTexts.resumed);
    expect(scheduleChangeSuccessText('omitir', { tipo: 'S', mensaje: '' })).toBe(subscriptionTexts.skippedNext);
  });
});
