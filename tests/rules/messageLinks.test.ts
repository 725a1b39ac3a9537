/**
 * Order messages name screens by path (docs/product.md#errores: 'links to /mi-cuenta, /seguir-pedidos, …'); a
 * screen shows each known path as a link with its name, never the raw path (finding 21).
 */
import { describe, expect, test } from 'vitest';
import { messageParts, messageText } from '../../machines/rules/messageLinks';
import { orderFieldTexts } from '../../machines/screenTexts/orderFields';
import { orderMessages } from '../../machines/screenTexts/order';
import { PATHS } from '../../machines/paths';

const names = orderMessages.linkNames;

describe('a message shows its screen paths as links', () => {
  test("the unexpected order error links 'Seguir tus pedidos' and 'Mi cuenta', and keeps the support phone as text", () => {
    const parts = messageParts(orderMessages.unexpected, names);
    expect(parts.filter((p) => p.kind === 'link')).toEqual([
      { kind: 'link', path: '/seguir-pedidos', name: 'Seguir tus pedidos' },
      { kind: 'link', path: '/mi-cuenta', name: 'Mi cuenta' },
    ]);
    const shown = messageText(orderMessages.unexpected, names);
    expect(shown).not.toMatch(/\/[a-z]/);
    expect(shown).toContain('revisa tus pedidos recientes en Seguir tus pedidos o en Mi cuenta, o llámanos al');
  });

  test('every message of the catalogue that names a screen by path names one that has a link name and a route', () => {
    const values: unknown[] = [...Object.values(orderMessages), ...Object.values(orderFieldTexts)];
    const texts = values.filter((v): v is string => typeof v === 'string');
    expect(texts).toContain(orderMessages.unexpected);
    const routes: readonly string[] = Object.values(PATHS);
    for (const text of texts) {
      for (const path of text.match(/(?<![\w/.:-])\/[a-z]+(?:-[a-z]+)*/g) ?? []) {
        expect(names[path], `${path} in «${text}»`).toBeDefined();
        expect(routes).toContain(path);
      }
      expect(messageText(text, names)).not.toMatch(/(?<![\w/.:-])\/[a-z]+(?:-[a-z]+)*/);
    }
  });

  test('text around the links is kept exactly, in order', () => {
    const message = 'Elige otra hora en /confirmar-ubicacion. Luego ve a /mis-pedidos, o /mi-cuenta';
    expect(messageParts(message, names)).toEqual([
      { kind: 'text', text: 'Elige otra hora en ' },
      { kind: 'link', path: '/confirmar-ubicacion', name: 'Confirma tu ubicación' },
      { kind: 'text', text: '. Luego ve a ' },
      { kind: 'link', path: '/mis-pedidos', name: 'Mis pedidos' },
      { kind: 'text', text: ', o ' },
      { kind: 'link', path: '/mi-cuenta', name: 'Mi cuenta' },
    ]);
  });

  test('a path inside an address, a longer path or an unknown path stays text', () => {
    for (const message of [
      'Escríbenos en https://wa.me/573001234567 o en https://example.com/mi-cuenta',
      'Mira /mi-cuenta/datos y /mis-pedidos-viejos',
      'Ve a /no-existe',
      'Pedidos 1/2',
    ]) {
      expect(messageParts(message, names)).toEqual([{ kind: 'text', text: message }]);
    }
    expect(messageParts('', names)).toEqual([]);
  });
});
