import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countMachine } from '../../tools/statecharts/count';
import { machineRegistry } from '../../tools/statecharts/registry';
import {
  CONVERSATION_ID,
  conversationMarkdown,
  conversationOf,
  DIAGRAMS_DIR,
  documentsOf,
  expectedFiles,
  indexMarkdown,
  INDEX_FILE,
  machineMarkdown,
  readmeIntro,
  readSvgStamp,
  renderStamp,
} from '../../scripts/diagrams/document';

/**
 * docs/statecharts/ is generated from the machines (`npm run diagrams`); these
 * tests fail when what is committed is not what the machines produce today.
 */
const dir = resolve(import.meta.dirname, '../..', DIAGRAMS_DIR);
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const documents = documentsOf(machineRegistry);
const HINT = 'docs/statecharts is out of date: run `npm run diagrams` and commit the result';

describe('docs/statecharts matches the machines (run `npm run diagrams` when this fails)', () => {
  describe.each(documents.map((d) => [d.entry.id, d] as const))('%s', (id, doc) => {
    it(`${id}.md is the Mermaid diagram of the machine as it is today`, () => {
      expect(existsSync(join(dir, `${id}.md`)), `${id}.md is missing. ${HINT}`).toBe(true);
      expect(read(`${id}.md`), HINT).toBe(machineMarkdown(doc));
    });

    it(`${id}.svg was rendered from today's Mermaid text (its stamp matches)`, () => {
      expect(existsSync(join(dir, `${id}.svg`)), `${id}.svg is missing. ${HINT}`).toBe(true);
      expect(readSvgStamp(read(`${id}.svg`)), HINT).toBe(renderStamp(doc.diagram.source));
    });

    it(`${id}.svg stands alone: sized, plain SVG text, nothing fetched`, () => {
      const svg = read(`${id}.svg`);
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg).toMatch(/^<svg [^>]*\swidth="\d+" height="\d+"/);
      expect(svg).not.toContain('<foreignObject');
      expect(svg).not.toMatch(/(?:href|src)="(?:https?:)?\/\//);
      expect(svg).not.toMatch(/@import|url\(["']?https?:/);
    });
  });

  it('README.md indexes every machine with its title, description, picture and counts (its hand-written intro kept)', () => {
    expect(read(INDEX_FILE), HINT).toBe(indexMarkdown(documents, readmeIntro(read(INDEX_FILE))));
  });

  it('every SVG carries its legend in Spanish', () => {
    for (const id of [...documents.map((d) => d.entry.id), CONVERSATION_ID]) {
      const svg = read(`${id}.svg`);
      expect(svg, id).toContain('Cómo leer este diagrama');
    }
    expect(read('cart.svg')).toContain('Círculo doble: fin');
    expect(read('cart.svg')).toContain('después de 1 s');
  });

  it('the counts in README.md are the states and transitions the count module finds', () => {
    const index = read(INDEX_FILE);
    for (const { id, machine } of machineRegistry) {
      const { states, transitions } = countMachine(machine);
      expect(index, id).toContain(`| \`${id}\` | ${states} | ${transitions} |`);
    }
  });

  it('holds no diagram of a machine that left the registry', () => {
    const expected = expectedFiles(machineRegistry.map((m) => m.id));
    const stray = readdirSync(dir).filter((name) => /\.(md|svg)$/.test(name) && !expected.has(name));
    expect(stray, HINT).toEqual([]);
  });
});

describe('what the product owners read in the diagrams', () => {
  const source = (id: string) => documents.find((d) => d.entry.id === id)!.diagram.source;

  it('a named delay shows its time and its name', () => {
    expect(source('cart')).toContain('after 1000 ms (CART_EDIT_DEBOUNCE)');
    expect(source('cart')).toContain('after 500 ms (CART_RELOAD_DEBOUNCE)');
    expect(source('boot')).toContain('after 10000 ms (STATUS_CHECK_TIMEOUT)');
    expect(source('session')).toContain('after 14400000 ms = 4 h (IDLE_TIMEOUT)');
  });

  it("the checkout lists the order rules in the spec's order", async () => {
    const { ORDER_RULES_IN_SPEC_ORDER } = await import('../../machines/rules/orderValidation');
    const checkout = source('checkout');
    expect(checkout).toContain(`always [breaksRule(rule 1…${ORDER_RULES_IN_SPEC_ORDER.length})]`);
    const listed = ORDER_RULES_IN_SPEC_ORDER.map((rule, k) => checkout.indexOf(`checkout_validating : ${k + 1}: ${rule}\n`));
    expect(listed.every((at) => at > 0)).toBe(true);
    expect([...listed].sort((a, b) => a - b)).toEqual(listed);
  });

  it('invoked actors appear with their outcomes', () => {
    expect(source('catalogue')).toContain('invoke: loadCatalogue');
    expect(source('catalogue')).toMatch(/--> catalogue_loaded : llega la respuesta<br\/>\*done: loadCatalogue\*\n/);
    expect(source('catalogue')).toMatch(/--> catalogue_failed : falla<br\/>\*error: loadCatalogue\*\n/);
    expect(source('storefront')).toContain('spawn: cart');
    // The checkout is loaded on demand: the root's event and guard say so.
    expect(source('storefront')).toContain('storefront.checkoutLoaded [isCheckoutMissing]');
  });

  it('parallel regions are separated and every initial state is marked', () => {
    // edits | verification | checkout | prices
    expect(source('cart').match(/^\s+--$/gm)).toHaveLength(3);
    expect(source('boot').match(/^\s+--$/gm)).toHaveLength(1);
    expect(source('cart')).toContain('[*] --> cart_edits_idle');
    expect(source('session')).toContain('[*] --> session_loggedIn_activity_active');
  });
});

describe('adding a machine to the registry is enough for it to get a diagram', () => {
  it('a new registry entry gets its page and an index row', async () => {
    const { createMachine } = await import('xstate');
    const entry = {
      id: 'sample',
      machine: createMachine({ id: 'sample', initial: 'a', states: { a: { on: { 'sample.go': 'b' } }, b: { type: 'final' } } }),
      title: 'Muestra',
      description: 'Una máquina nueva.',
      glossary: { events: { 'sample.go': 'la muestra avanza' }, guards: {} },
    };
    const docs = documentsOf([...machineRegistry, entry]);
    const page = machineMarkdown(docs.at(-1)!);
    expect(page).toContain('# Muestra');
    expect(page).toContain('sample_a --> sample_b : la muestra avanza<br/>*sample.go*');
    expect(page).toContain('sample_b --> [*]');
    expect(indexMarkdown(docs)).toContain('| [Muestra](#sample) | `sample` | 3 | 1 |');
    expect(indexMarkdown(docs)).toContain('![Diagrama de estados de sample: Muestra](sample.svg)');
  });
});

describe('the conversation between machines (conversation.md, conversation.svg)', () => {
  const conversation = conversationOf(machineRegistry);
  const sent = (from: string, to: string, event: string) =>
    conversation.messages.find((m) => m.from === from && m.to === to && m.event === event);

  it('conversation.md and its SVG are what the machines say today', () => {
    expect(read(`${CONVERSATION_ID}.md`), HINT).toBe(conversationMarkdown(conversation));
    expect(readSvgStamp(read(`${CONVERSATION_ID}.svg`)), HINT).toBe(renderStamp(conversation.source));
  });

  it('finds the sendTo calls by system id, with the receiver and the event', () => {
    // Logging out empties the cart and forgets the order and the location (docs/product.md#estados-y-transiciones).
    expect(sent('session', 'cart', 'cart.cleared')?.via).toBe('system');
    expect(sent('session', 'checkout', 'checkout.reset')?.via).toBe('system');
    expect(sent('session', 'location', 'location.reset')?.via).toBe('system');
    // The cart sends the customer to log in as a checkout (docs/product.md#estados-y-transiciones) and tells the location whether it is empty.
    expect(sent('cart', 'session', 'session.authModeSet')?.via).toBe('system');
    expect(sent('cart', 'location', 'location.cartChanged')?.via).toBe('system');
    expect(sent('location', 'cart', 'cart.checkoutRequested')?.via).toBe('system');
  });

  it('marks what a machine hands to the app to deliver, and draws it dashed', () => {
    expect(sent('coupon', 'cart', 'cart.couponApplied')?.via).toBe('app');
    expect(sent('reorder', 'cart', 'cart.linesReordered')?.via).toBe('app');
    expect(conversation.source).toContain('reorder -.->|');
    expect(conversation.source).toContain('session -->|');
  });

  it("labels each arrow with the receiver's Spanish words first", () => {
    expect(conversation.source).toContain("el cliente pide 'Continuar al Pago'\n  *cart.checkoutRequested*");
  });

  it('names no event a machine only sends to itself or that nobody accepts', () => {
    for (const m of conversation.messages) {
      expect(m.from).not.toBe(m.to);
      const receiver = machineRegistry.find((r) => r.id === m.to)!;
      expect(receiver.glossary.events, `${m.to} accepts ${m.event}`).toHaveProperty([m.event]);
    }
  });
});
