// @vitest-environment happy-dom
/**
 * 'Agregar' answers within 50 ms at 4× CPU (docs/performance.md): the tap's own frame shows the new
 * count, and its toast mounts after that frame is painted, so the toast's render, style, layout and
 * paint do not delay the answer. The toast itself is never lost or late by more than that frame.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_TIMEOUT_MS } from '../../machines/constants';

(globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
const { act, createElement } = await import('react');
const { createRoot } = await import('react-dom/client');

/** The frames the page asked for, run when a test paints one. */
let frames: FrameRequestCallback[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  due.forEach((frame) => frame(performance.now()));
};

let container: HTMLElement;
let unmount: () => void;
/** The messages on screen, as the shell's toasts read them. */
const shown = () => [...container.querySelectorAll('li')].map((li) => li.textContent);

async function mountNotices() {
  vi.resetModules();
  const { notify, dismiss, useNotices } = await import('../../src/app/notifications');
  const Probe = () =>
    createElement(
      'ul',
      null,
      useNotices().map((n) => createElement('li', { key: n.id }, n.message)),
    );
  container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(createElement(Probe)));
  unmount = () => act(() => root.unmount());
  return { notify: (...a: Parameters<typeof notify>) => act(() => notify(...a)), dismiss };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  frames = [];
});
afterEach(() => {
  unmount();
  container.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The hidden page's spy: the next test paints frames again.
  vi.restoreAllMocks();
});

describe("a toast follows the frame that answers the tap ('Agregar' within 50 ms)", () => {
  it("'Agregaste …' is not rendered within the tap: it shows once the tap's frame is painted", async () => {
    const { notify } = await mountNotices();
    notify({ level: 'success', message: 'Agregaste Arepa de chócolo', action: { label: 'Ver carrito', to: '/carrito' } });
    expect(shown()).toEqual([]);
    act(() => paintFrame());
    expect(shown()).toEqual([]);
    act(() => vi.advanceTimersByTime(0));
    expect(shown()).toEqual(['Agregaste Arepa de chócolo']);
  });

  it('the toast fades ERROR_TOAST_TIMEOUT_MS after it shows', async () => {
    const { notify } = await mountNotices();
    notify({ level: 'error', message: 'No se pudo verificar el carrito' });
    act(() => paintFrame());
    act(() => vi.advanceTimersByTime(0));
    expect(shown()).toEqual(['No se pudo verificar el carrito']);
    act(() => vi.advanceTimersByTime(ERROR_TOAST_TIMEOUT_MS - 1));
    expect(shown()).toEqual(['No se pudo verificar el carrito']);
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toEqual([]);
  });

  it('a modal, which waits for "Aceptar", shows in the frame of what raised it', async () => {
    const { notify } = await mountNotices();
    notify({ level: 'info', message: 'Tu contraseña cambió: ingresa de nuevo', modal: true });
    expect(shown()).toEqual(['Tu contraseña cambió: ingresa de nuevo']);
  });

  it('a hidden page paints no frame: there the toast is published at once, not held until the tab returns', async () => {
    const { notify } = await mountNotices();
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    notify({ level: 'warning', message: 'Sin conexión' });
    expect(shown()).toEqual(['Sin conexión']);
    expect(frames).toHaveLength(0);
    act(() => vi.advanceTimersByTime(ERROR_TOAST_TIMEOUT_MS));
    expect(shown()).toEqual([]);
  });

  it('one tap after another leaves one "Ver carrito" toast, the latest; a dismissed toast goes at once', async () => {
    const { notify, dismiss } = await mountNotices();
    const action = { label: 'Ver carrito', to: '/carrito' };
    notify({ level: 'success', message: 'Agregaste Alitas', action });
    act(() => paintFrame());
    act(() => vi.advanceTimersByTime(0));
    notify({ level: 'success', message: 'Agregaste Arepa de chócolo', action });
    act(() => paintFrame());
    act(() => vi.advanceTimersByTime(0));
    expect(shown()).toEqual(['Agregaste Arepa de chócolo']);
    act(() => dismiss(2));
    expect(shown()).toEqual([]);
  });
});
