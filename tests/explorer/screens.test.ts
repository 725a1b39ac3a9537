import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { CheckoutActorContext, useCheckoutRef } from '../../src/features/checkout/checkout';
import { CouponActorContext, useCouponEntry } from '../../src/features/coupon/couponEntry';
import { StoreChoiceActorContext, useStoreChoice } from '../../src/features/location/storeChoice';
import { StorefrontProvider, type StorefrontRefs } from '../../src/app/storefrontRefs';
import { ExplorerRun } from '../../tools/explorer/run';
import { hasScreen, SCREENS } from '../../tools/explorer/screens';
import { machineRegistry } from '../../tools/statecharts/registry';
import { loadMachineSpec } from '../model/specs';

/**
 * The explorer's live screens (tools/explorer/screens.tsx): which machines have one, and the hooks'
 * way of being handed the explorer's actor instead of creating or attaching their own.
 */
async function runOf(id: string, input: string): Promise<ExplorerRun> {
  const entry = machineRegistry.find((e) => e.id === id)!;
  const run = new ExplorerRun(entry, (await loadMachineSpec(id)).samples, input);
  await run.start();
  return run;
}

/** Renders a hook's reading once, inside the storefront's provider (and a given actor, if any). */
function read<T>(refs: Partial<StorefrontRefs>, hook: () => T, wrap: (node: ReactNode) => ReactNode = (n) => n): T {
  let value: T | undefined;
  const Probe = () => {
    value = hook();
    return null;
  };
  renderToString(createElement(StorefrontProvider, { refs: refs as StorefrontRefs, children: wrap(createElement(Probe)) }));
  return value as T;
}

describe('explorador: pantallas en vivo', () => {
  it('cada máquina que maneja una pantalla (carrito, cupón, elección de tienda, pago, ubicación, sesión) tiene la suya en vivo', async () => {
    for (const id of ['cart', 'coupon', 'storeChoice', 'checkout', 'location', 'session']) expect(hasScreen(id), id).toBe(true);
    const registered = new Set(machineRegistry.map((e) => e.id));
    for (const [id, screen] of Object.entries(SCREENS)) {
      expect(registered.has(id), `${id} está en el registro`).toBe(true);
      // A companion stands still at one of its machine's sample inputs: a registered machine and a sample it has.
      for (const [part, input] of Object.entries(screen.companions)) {
        expect(registered.has(part), `${id} lee ${part}`).toBe(true);
        const walk = typeof input === 'object' ? input : null;
        if (input !== true)
          expect(Object.keys((await loadMachineSpec(part)).samples.inputs ?? {}), `${id} lee ${part}`).toContain(
            walk ? walk.input : input,
          );
        if (walk) {
          // The walk plays on the real machine to its end, without a disagreement with the model.
          const run = await runOf(part, walk.input);
          for (const key of walk.steps) expect(await run.apply(key), `${id}: ${part} acepta ${key}`).toBe(true);
          expect(run.problem).toBeNull();
        }
      }
    }
  });

  it('el campo del cupón muestra el cupón que el explorador le pasa, y sin él, el del carrito', async () => {
    const cart = await runOf('cart', 'carrito vacío');
    const coupon = await runOf('coupon', 'carrito con cupón');
    const given = read({ cart: cart.actor as never }, useCouponEntry, (n) =>
      createElement(CouponActorContext.Provider, { value: coupon.actor as never }, n),
    );
    expect(given.applied?.nrocupon).toBe((coupon.snapshot().context as { applied: { nrocupon: string } }).applied.nrocupon);
    // The storefront's way is unchanged: its own actor, seeded from the cart (which holds none).
    expect(read({ cart: cart.actor as never }, useCouponEntry).applied).toBeNull();
  });

  it('la elección de tienda muestra la ciudad de la máquina que el explorador le pasa, y sin ella, la de la ubicación', async () => {
    const location = await runOf('location', 'sin punto de venta');
    const choice = await runOf('storeChoice', 'domicilio en Bogotá, hoy 12:30');
    const refs = { location: location.actor as never };
    const given = read(refs, useStoreChoice, (n) =>
      createElement(StoreChoiceActorContext.Provider, { value: choice.actor as never }, n),
    );
    expect(given.city).toBe('Bogotá');
    expect(read(refs, useStoreChoice).city).toBeNull();
  });

  it('las pantallas del pago leen el checkout que el explorador les pasa, sin adjuntar el de la tienda', async () => {
    const checkout = await runOf(
      'checkout',
      Object.keys((await loadMachineSpec('checkout')).samples.inputs ?? { inicio: 0 })[0]!,
    );
    const storefront = {
      send: () => {
        throw new Error('attached the storefront’s checkout');
      },
    } as unknown as AnyActorRef;
    const ref = read({ storefront: storefront as never }, useCheckoutRef, (n) =>
      createElement(CheckoutActorContext.Provider, { value: checkout.actor as never }, n),
    );
    expect(ref).toBe(checkout.actor);
  });
});
