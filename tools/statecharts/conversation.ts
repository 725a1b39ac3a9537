import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { glossaryTerms } from './glossaryTerms';
import type { RegisteredMachine } from './registry';

/**
 * Which machine sends which event to which, read from the machines' source (machines/<id>/machine.ts):
 * an object `{ type: '<event>' }` written in machine A whose event only another machine B accepts is
 * A talking to B. Inside a `sendTo` (or `enqueue.sendTo`) that finds B by its system id
 * (`system.get(SYSTEM_IDS.cart)`) it is delivered by the actor system; otherwise A hands it to an
 * action the app implements (the coupon's `tellCart`, the reorder's `sendToCart`), which delivers it.
 * Events the app sends on its own (clicks, the router) are not a conversation between machines.
 */
export interface Message {
  from: string;
  to: string;
  event: string;
  via: 'system' | 'app';
}

/** The events each machine accepts, by event type. */
function receiversOf(registry: readonly RegisteredMachine[]): Map<string, string[]> {
  const receivers = new Map<string, string[]>();
  for (const { id, machine } of registry) {
    for (const event of glossaryTerms(machine).events) receivers.set(event, [...(receivers.get(event) ?? []), id]);
  }
  return receivers;
}

const isSendTo = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && /(^|\.)sendTo$/.test(node.expression.getText());

/** `SYSTEM_IDS.cart` anywhere in the call, or in the enqueueActions body around it (`const cart = system.get(SYSTEM_IDS.cart)`). */
function systemTargets(node: ts.Node): string[] {
  return [...node.getText().matchAll(/SYSTEM_IDS\.(\w+)/g)].map((m) => m[1]!);
}

export function listMessages(registry: readonly RegisteredMachine[], root: string): Message[] {
  const receivers = receiversOf(registry);
  const messages: Message[] = [];
  const seen = new Set<string>();
  for (const { id } of registry) {
    const file = join(root, 'machines', id, 'machine.ts');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText() === 'type' &&
        ts.isStringLiteralLike(node.initializer) &&
        ts.isObjectLiteralExpression(node.parent)
      ) {
        const event = node.initializer.text;
        const to = (receivers.get(event) ?? []).filter((r) => r !== id);
        if (to.length > 0 && !(receivers.get(event) ?? []).includes(id)) {
          // The closest sendTo, or the enqueueActions / action around it, says who receives it.
          let via: Message['via'] = 'app';
          let targets: string[] = [];
          for (let up: ts.Node | undefined = node.parent; up; up = up.parent) {
            if (isSendTo(up) || (ts.isPropertyAssignment(up) && /sendTo/.test(up.initializer.getText()))) {
              targets = systemTargets(up);
              if (targets.length > 0) via = 'system';
              break;
            }
          }
          for (const receiver of to) {
            if (via === 'system' && !targets.includes(receiver)) continue;
            const key = `${id}→${receiver}:${event}:${via}`;
            if (seen.has(key)) continue;
            seen.add(key);
            messages.push({ from: id, to: receiver, event, via });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return messages;
}

/** Mermaid text inside a markdown string ("`…`"): no backticks or quotes, no HTML. */
const markdownText = (text: string) => text.replace(/[`"]/g, "'").replace(/</g, '‹').replace(/>/g, '›');

/**
 * The conversation as a Mermaid flowchart: a box per machine that sends or receives (its Spanish
 * title's first part, and its id), an arrow per event, Spanish first (the receiver's glossary) and
 * the code name under it in italics; dashed when the app delivers it.
 */
export function conversationMermaid(registry: readonly RegisteredMachine[], messages: readonly Message[]): string {
  const byId = new Map(registry.map((m) => [m.id, m]));
  const involved = registry.filter((m) => messages.some((x) => x.from === m.id || x.to === m.id));
  const out = [
    '---',
    'config:',
    '  theme: default',
    '  fontFamily: Arial, Liberation Sans, Helvetica, sans-serif',
    '  themeVariables:',
    '    fontFamily: Arial, Liberation Sans, Helvetica, sans-serif',
    '    fontSize: 14px',
    "  themeCSS: '.edgeLabel rect, .edgeLabel .label rect { opacity: 1 !important; fill: #ffffff !important; }'",
    '  flowchart:',
    '    curve: linear',
    '---',
    'flowchart LR',
  ];
  for (const m of involved) {
    const name = m.title.split(':')[0]!.trim();
    out.push(`  ${m.id}["\`**${markdownText(name)}**\n  *${m.id}*\`"]`);
  }
  for (const x of messages) {
    const words = byId.get(x.to)?.glossary.events[x.event] ?? x.event;
    const arrow = x.via === 'system' ? '-->' : '-.->';
    out.push(`  ${x.from} ${arrow}|"\`${markdownText(words)}\n  *${x.event}*\`"| ${x.to}`);
  }
  return `${out.join('\n')}\n`;
}
