import { describe, expect, it } from 'vitest';
import { pathsFromCache } from '../../tools/statecharts/pathCache';
import { cachedPathOf } from '../../tools/statecharts/recorded';
import { machineRegistry } from '../../tools/statecharts/registry';
import { buildMachineModel } from '../../tools/statecharts/testModel';
import { ExplorerRun, replay } from '../../tools/explorer/run';
import { replayOnRealMachine } from '../model/harness';
import { loadMachineSpec } from '../model/specs';

/** The explorer's engine (tools/explorer/run.ts) on the cart, headless: what a product owner's buttons do. */
const entry = machineRegistry.find((e) => e.id === 'cart')!;

async function cartRun(input = 'carrito vacío') {
  const spec = await loadMachineSpec('cart');
  const run = new ExplorerRun(entry, spec.samples, input);
  await run.start();
  return { run, spec };
}

const offer = (run: ExplorerRun, code: RegExp) => {
  const found = run.offers().find((o) => code.test(o.code));
  if (!found)
    throw new Error(
      `no offer ${code}: ${run
        .offers()
        .map((o) => o.code)
        .join(', ')}`,
    );
  return found;
};

describe('explorador: el carrito jugado con botones', () => {
  it('un invitado que pide pagar va a iniciar sesión, y el camino grabado se repite como prueba de modelo', async () => {
    const { run, spec } = await cartRun();
    // Events are offered in Spanish (the glossary) and a delay only once its timer runs.
    expect(offer(run, /^cart\.itemAdded · alitas$/).label).toBe('el cliente agrega un producto (alitas)');
    expect(run.offers().some((o) => o.kind === 'delay')).toBe(false);
    await run.apply(offer(run, /^cart\.itemAdded · alitas$/).key);
    const wait = offer(run, /^CART_RELOAD_DEBOUNCE$/);
    expect(wait.label).toBe('esperar 500 ms');
    await run.apply(wait.key);
    await run.apply(offer(run, /^verifyCart$/).key);
    await run.apply(offer(run, /^cart\.checkoutRequested · hoy$/).key);
    expect(run.problem).toBeNull();
    expect((run.snapshot().context as { checkoutOutcome: unknown }).checkoutOutcome).toBe('login');
    // The rule that decided, in Spanish, and the effect it had.
    const last = run.steps.at(-1)!;
    expect(last.taken.map((t) => t.guard)).toContain('el cliente no ha iniciado sesión');
    expect(run.world.navigation.at(-1)).toBe('/login');

    const walk = run.asTest('invitado pide pagar');
    const model = buildMachineModel('cart', entry.machine, spec.samples);
    const [path] = pathsFromCache(model, [cachedPathOf(walk)]);
    expect(path!.unreplayable).toBeUndefined();
    await replayOnRealMachine(model, path!, spec.invariants, undefined, spec.effects);
  });

  it('un evento bloqueado se ofrece en gris con la condición que lo impide, en español', async () => {
    const { run } = await cartRun();
    const increase = offer(run, /^cart\.quantityIncreased/);
    expect(increase.enabled).toBe(false);
    expect(increase.blockedBy).toContain('el producto está en el carrito');
  });

  it('atrás repite el camino sin su último paso', async () => {
    const { run, spec } = await cartRun();
    await run.apply(offer(run, /^cart\.itemAdded · alitas$/).key);
    await run.apply(offer(run, /^CART_RELOAD_DEBOUNCE$/).key);
    const back = await replay(entry, spec.samples, { input: run.input, steps: run.record().steps.slice(0, -1) });
    expect(back.steps.map((s) => s.key)).toEqual([run.steps[0]!.key]);
    expect(back.snapshot().value).not.toEqual(run.snapshot().value);
    expect(back.clock.now()).toBe(0);
  });
});
