import { describe, expect, it } from 'vitest';
import { changedPrices, pendingPriceChanges, shownPrice, type PriceChange } from '../../machines/rules/priceChanges';
import { product } from '../fixtures/store';

// The combo: $ 21.900 in the cart, $ 23.700 at the Chapinero store (8 % VAT on the net price).
const COMBO = product('C7', { descripcion_corta: 'Combo personal broaster', precio: 20_278 });
const COMBO_AT_CHAPINERO = { ...COMBO, precio: 21_944 };
const NUGGETS = product('N3', { descripcion_corta: 'Nuggets', precio: 2_000 });

describe('a price the customer saw is compared with the sales point’s answer', () => {
  it('the price shown is one unit with its discount and VAT, as the cart and the menu show it', () => {
    expect(shownPrice(COMBO)).toBe(21_900);
    expect(shownPrice(COMBO_AT_CHAPINERO)).toBe(23_700);
    // Sold by the kilo, shown by the pound: half the price, with its VAT.
    expect(shownPrice(product('K1', { unidad_medida_venta: 'KG', precio: 40_000 }))).toBe(21_600);
  });

  it('names each product whose price now differs, with the price seen and the price now, in the order seen', () => {
    const seen = [
      { producto_id: 'N3', nombre: 'Nuggets', precio: 2_000 },
      { producto_id: 'C7', nombre: 'Combo', precio: 21_900 },
    ];
    expect(changedPrices(seen, [COMBO_AT_CHAPINERO, NUGGETS])).toEqual([
      { producto_id: 'N3', nombre: 'Nuggets', before: 2_000, now: 2_160 },
      { producto_id: 'C7', nombre: 'Combo personal broaster', before: 21_900, now: 23_700 },
    ]);
  });

  it('the same price, or a product the sales point no longer offers, is no price change', () => {
    expect(changedPrices([{ producto_id: 'C7', nombre: 'Combo', precio: 21_900 }], [COMBO])).toEqual([]);
    expect(changedPrices([{ producto_id: 'X9', nombre: 'Retirado', precio: 9_000 }], [COMBO])).toEqual([]);
  });

  it('keeps the name the customer saw when the answer has none', () => {
    expect(
      changedPrices([{ producto_id: 'C7', nombre: 'Combo', precio: 1 }], [{ ...COMBO, descripcion_corta: '' }])[0]!.nombre,
    ).toBe('Combo');
  });
});

describe('the changes still to tell', () => {
  const told: PriceChange[] = [{ producto_id: 'C7', nombre: 'Combo', before: 21_900, now: 23_700 }];

  it('a product that changes again keeps the price the customer saw first', () => {
    expect(pendingPriceChanges(told, [{ producto_id: 'C7', nombre: 'Combo', before: 23_700, now: 25_000 }], ['C7'])).toEqual([
      { producto_id: 'C7', nombre: 'Combo', before: 21_900, now: 25_000 },
    ]);
  });

  it('back at the price first seen: nothing to tell', () => {
    expect(pendingPriceChanges(told, [{ producto_id: 'C7', nombre: 'Combo', before: 23_700, now: 21_900 }], ['C7'])).toEqual([]);
  });

  it('an answer that does not move it keeps it as told; a new one joins it, in the cart’s order', () => {
    const nuggets = { producto_id: 'N3', nombre: 'Nuggets', before: 2_000, now: 2_160 };
    expect(pendingPriceChanges(told, [nuggets], ['N3', 'C7'])).toEqual([nuggets, told[0]]);
  });

  it('only products still in the cart', () => {
    expect(pendingPriceChanges(told, [], ['N3'])).toEqual([]);
  });
});
