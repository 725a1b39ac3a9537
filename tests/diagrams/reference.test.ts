/**
 * The per-machine reference (docs/machines.md) and the events src/ delivers between machines
 * (scripts/diagrams/adapters.ts) are generated from the code: the reference cannot go stale, and an
 * event the app forwards for a machine's action is drawn in the conversation like one a machine sends.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { listAdapterMessages } from '../../scripts/diagrams/adapters';
import { conversationOf, documentsOf } from '../../scripts/diagrams/document';
import { REFERENCE_FILE, referenceMarkdown, statePaths } from '../../scripts/diagrams/reference';
import { machineRegistry } from '../../tools/statecharts/registry';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HINT = 'run `npm run diagrams` and commit the result';

describe('docs/machines.md, the per-machine reference', () => {
  const documents = documentsOf(machineRegistry);
  const conversation = conversationOf(machineRegistry);
  const reference = referenceMarkdown(documents, conversation.messages);

  it('is what the registry and the machines say today', () => {
    expect(readFileSync(join(ROOT, REFERENCE_FILE), 'utf8'), HINT).toBe(reference);
  });

  it('gives every registered machine its folder, states, events and diagram', () => {
    for (const { id, machine } of machineRegistry) {
      const section = reference.split(`\n## ${id}\n`)[1]?.split('\n## ')[0] ?? '';
      expect(section, id).toContain(`\`machines/${id}/\``);
      expect(section, id).toContain(`[diagram](statecharts/${id}.svg)`);
      expect(section, id).toContain('- **Events:**');
      for (const state of statePaths(machine)) expect(section, `${id} lists ${state}`).toContain(`\`${state}\``);
    }
  });

  it("names a machine's nested states by their dotted path", () => {
    const cart = statePaths(machineRegistry.find((m) => m.id === 'cart')!.machine);
    expect(cart.some((path) => path.includes('.'))).toBe(true);
  });
});

describe('events src/ delivers when it implements a machine action', () => {
  const adapters = listAdapterMessages(machineRegistry, ROOT);
  const conversation = conversationOf(machineRegistry);
  const drawn = (from: string, to: string, event: string) =>
    conversation.messages.find((m) => m.from === from && m.to === to && m.event === event);

  it("the administrator's maintenance switch reaches the boot machine (preferences' announceMaintenance)", () => {
    expect(adapters).toContainEqual(
      expect.objectContaining({
        from: 'preferences',
        to: 'boot',
        event: 'boot.maintenanceSwitched',
        file: 'src/app/accountEffects.ts',
      }),
    );
    expect(drawn('preferences', 'boot', 'boot.maintenanceSwitched')?.via).toBe('app');
  });

  it('a confirmed pick-up tells the location its store, through a function the action calls (confirmPickup)', () => {
    expect(drawn('storeChoice', 'location', 'location.storeChosen')?.via).toBe('app');
    expect(drawn('storeChoice', 'cart', 'cart.checkoutRequested')?.via).toBe('app');
    expect(conversation.source).toContain('storeChoice -.->|');
  });

  it('draws each event between two machines once, even when both the machine and src/ write it', () => {
    const keys = conversation.messages.map((m) => `${m.from}→${m.to}:${m.event}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe('on a source tree of its own', () => {
    const root = mkdtempSync(join(tmpdir(), 'adapters-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    mkdirSync(join(root, 'src'));
    writeFileSync(
      join(root, 'src', 'wired.ts'),
      [
        'function tell() { refs.location.send({ type: "location.reset" }); }',
        'export const a = couponMachine.provide({ actions: { one: () => tell(), own: () => self.send({ type: "coupon.removed" }) } });',
        'export const b = notRegisteredMachine.provide({ actions: { x: () => refs.cart.send({ type: "cart.cleared" }) } });',
      ].join('\n'),
    );
    const found = listAdapterMessages(machineRegistry, root);

    it("finds an event sent by a function the action calls, and leaves out the machine's own events and unregistered machines", () => {
      expect(found.map(({ from, to, event }) => `${from}→${to}:${event}`)).toEqual(['coupon→location:location.reset']);
    });
  });
});
