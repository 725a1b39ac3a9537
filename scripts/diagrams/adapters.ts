/**
 * The other half of the conversation between machines: events a machine cannot send itself because
 * the app delivers them. A machine declares an action (the preferences' `announceMaintenance`, the
 * pick-up's `confirmPickup`), and src/ implements it in `<id>Machine.provide({ actions })` by sending
 * another machine's event (`clientRefs().boot.send({ type: 'boot.maintenanceSwitched' })`). Those
 * events are written in src/, not in machines/, so tools/statecharts/conversation.ts cannot see them.
 *
 * Read here: in every src/ file, each `<id>Machine.provide({ actions: { name: … } })` of a registered
 * machine, the `{ type: '<event>' }` objects inside the action's body (and inside a function of the
 * same file that the body calls by name), whose event only another registered machine accepts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { glossaryTerms } from '../../tools/statecharts/glossaryTerms';
import type { Message } from '../../tools/statecharts/conversation';
import type { RegisteredMachine } from '../../tools/statecharts/registry';

/** A message delivered by an action src/ implements, with the file that delivers it. */
export interface AdapterMessage extends Message {
  via: 'app';
  file: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every `type: '<literal>'` property of an object literal under a node. */
function eventTypesIn(node: ts.Node): string[] {
  const found: string[] = [];
  const visit = (n: ts.Node): void => {
    if (
      ts.isPropertyAssignment(n) &&
      n.name.getText() === 'type' &&
      ts.isStringLiteralLike(n.initializer) &&
      ts.isObjectLiteralExpression(n.parent)
    ) {
      found.push(n.initializer.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return found;
}

/** Names of the functions an action's body calls directly (`confirmPickup(params)`). */
function calledNames(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression)) names.push(n.expression.text);
    ts.forEachChild(n, visit);
  };
  visit(node);
  return names;
}

export function listAdapterMessages(registry: readonly RegisteredMachine[], root: string): AdapterMessage[] {
  const receivers = new Map<string, string[]>();
  for (const { id, machine } of registry) {
    for (const event of glossaryTerms(machine).events) receivers.set(event, [...(receivers.get(event) ?? []), id]);
  }
  const ids = new Set(registry.map((m) => m.id));
  const messages: AdapterMessage[] = [];
  const seen = new Set<string>();

  for (const path of sourceFiles(join(root, 'src'))) {
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const functions = new Map<string, ts.Node>();
    ts.forEachChild(source, (n) => {
      if (ts.isFunctionDeclaration(n) && n.name) functions.set(n.name.text, n);
    });
    const visit = (node: ts.Node): void => {
      const provided =
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'provide' &&
        /^(\w+)Machine$/.exec(node.expression.expression.getText())?.[1];
      if (provided && ids.has(provided) && ts.isCallExpression(node)) {
        const config = node.arguments[0];
        const actions =
          config && ts.isObjectLiteralExpression(config)
            ? config.properties.find(
                (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'actions',
              )?.initializer
            : undefined;
        if (actions && ts.isObjectLiteralExpression(actions)) {
          for (const action of actions.properties) {
            if (!ts.isPropertyAssignment(action)) continue;
            const bodies = [action.initializer, ...calledNames(action.initializer).flatMap((name) => functions.get(name) ?? [])];
            for (const event of bodies.flatMap(eventTypesIn)) {
              const accepting = receivers.get(event) ?? [];
              if (accepting.includes(provided)) continue;
              for (const to of accepting) {
                const key = `${provided}→${to}:${event}`;
                if (seen.has(key)) continue;
                seen.add(key);
                messages.push({ from: provided, to, event, via: 'app', file: relative(root, path) });
              }
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return messages;
}
