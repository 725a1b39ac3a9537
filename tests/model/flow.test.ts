import { describe, it } from 'vitest';
import { checkoutFlow, FLOW_INPUTS, FLOW_LOADS } from '../../e2e/model/checkoutFlow';
import { storefrontMachine } from '../../machines/storefront';
import { replaySystemPath } from './harness';
import { loadMachineSpec } from './specs';

/**
 * The browser's checkout model (e2e/model/checkoutFlow.ts), replayed in Node on
 * the real storefront with every child's actors doubled: each path the browser
 * runs is first shown to be a path of the real actor system.
 */
for (const [input, model] of Object.entries(checkoutFlow)) {
  const samples = Object.fromEntries(
    await Promise.all(Object.keys(model.system.parts).map(async (id) => [id, (await loadMachineSpec(id)).samples] as const)),
  );
  describe(`flujo de pago (${input})`, () => {
    for (const path of model.paths()) {
      it(`#${path.number} ${path.title}`, async () => {
        await replaySystemPath(
          storefrontMachine,
          FLOW_INPUTS[input as keyof typeof FLOW_INPUTS],
          model.system,
          path,
          samples,
          FLOW_LOADS,
        );
      });
    }
  });
}
