/**
 * The model tests' samples are written for Node: tests/model/session/samples.ts builds its JWTs with
 * `Buffer.from(text).toString('base64url')`. In the browser the explorer gives them that one call,
 * so the session (and the screens that read it) can be opened.
 */
function encode(text: string, encoding: string): string {
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(text)));
  if (encoding === 'base64') return base64;
  if (encoding === 'base64url') return base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  if (encoding === 'utf8' || encoding === 'utf-8') return text;
  throw new Error(`Buffer del explorador: codificación «${encoding}» no soportada`);
}

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= { from: (text: string) => ({ toString: (encoding = 'utf8') => encode(text, encoding) }) };
