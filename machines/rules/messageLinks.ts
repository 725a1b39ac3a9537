/**
 * Messages that name a screen by its path (docs/product.md#errores: the order errors 'contain links to /mi-cuenta,
 * /seguir-pedidos, …'; the server's answers too). The text keeps the path, so it still reads in
 * the API, a log or a mail; a screen shows each known path as a link named in the catalogue
 * (orderMessages.linkNames) and the rest as text.
 */

export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; path: string; name: string };

/**
 * A site path inside a sentence: '/seguir-pedidos' in '… en /seguir-pedidos, o …', after the start
 * or a character that cannot be part of an address (so 'https://x.co/mi-cuenta' stays text). The
 * character before is captured rather than looked behind at: es2022 browsers may lack lookbehind.
 */
const PATH_IN_TEXT = /(^|[^\w/.:-])(\/[a-z0-9]+(?:-[a-z0-9]+)*)(?![\w/-])/g;

/** The message as text and links, in order; only the paths with a name become links. */
export function messageParts(message: string, linkNames: Readonly<Record<string, string>>): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of message.matchAll(PATH_IN_TEXT)) {
    const path = match[2]!;
    const name = Object.hasOwn(linkNames, path) ? linkNames[path] : undefined;
    if (name === undefined) continue;
    const at = match.index! + match[1]!.length;
    if (at > from) parts.push({ kind: 'text', text: message.slice(from, at) });
    parts.push({ kind: 'link', path, name });
    from = at + path.length;
  }
  if (from < message.length) parts.push({ kind: 'text', text: message.slice(from) });
  return parts;
}

/** What a screen shows of the message, links read as their names (for tests and plain-text places). */
export function messageText(message: string, linkNames: Readonly<Record<string, string>>): string {
  return messageParts(message, linkNames)
    .map((part) => (part.kind === 'text' ? part.text : part.name))
    .join('');
}
