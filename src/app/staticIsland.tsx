import { createElement, lazy, Suspense, useLayoutEffect, useRef, useState, type ComponentType, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { whenOnline } from '../api/connectivity';
import { preloadMoreIcons } from '../ui/Icon';
import * as styles from './StaticIsland.css';

/**
 * "Hydrate less" (docs/performance.md, first route): parts of a server-rendered page that do not
 * change in the browser until the data under them changes (the footer, the home page's hero,
 * categories and featured products) stay the server's HTML when the page hydrates, and their
 * components are not in the first route's scripts. An island:
 *
 * - on the server (and whenever the browser renders without server HTML: a route opened in the
 *   app, cookies changed since the request, the Vite dev server) renders its real component,
 *   loaded from a chunk of its own, inside a wrapper `<div data-island>` with `display: contents`;
 * - while a server-rendered page hydrates, renders that same wrapper with an empty
 *   `dangerouslySetInnerHTML`: React does not hydrate inside such an element and, in production,
 *   keeps the server's children as they are (`suppressHydrationWarning` silences the development
 *   build's comparison). The object is one constant, so a re-render never writes `innerHTML`;
 * - keeps that HTML working through one delegated click listener: an internal link (`href` starting
 *   with `/`) navigates in the app as wouter's `<Link>` does; an element with `data-action="name"`
 *   runs `actions[name](element)` (the 'Agregar' buttons carry `data-action="cart.add"` and
 *   `data-product`);
 * - once any of its `deps` differs from what it hydrated with (a new catalogue after a change of
 *   sales point, consent, a load error), loads its component and renders it from then on; until
 *   the chunk is in, the server's HTML stays.
 *
 * A feature added inside an island keeps off the first route by itself (it is in the island's
 * chunk); a control it adds that must work before the island goes live uses `data-action` and an
 * entry in the island's `actions` (first-route code: keep it to a line that sends an event).
 */
export interface IslandProps {
  /** What the island's content is rendered from: it stays the server's HTML while these are the same (Object.is). */
  deps: readonly unknown[];
  /** Delegated controls of the server's HTML: `data-action` value → what it does. */
  actions?: Readonly<Record<string, (element: HTMLElement) => void>>;
}

export type StaticIsland = ComponentType<IslandProps> & {
  /** Loads the island's component (prefetching). */
  preload: () => Promise<void>;
};

let hydratingServerHtml = false;

/** src/app/clientRender.tsx: true while a server-rendered page hydrates, false once its content is mounted. */
export function setHydratingServerHtml(hydrating: boolean): void {
  hydratingServerHtml = hydrating;
}

/** One object for every render: React compares the prop by identity and never rewrites the kept HTML. */
const KEEP_SERVER_HTML = { __html: '' };

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** A modifier or another button: the browser's own handling (new tab, new window, download...). */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function staticIsland(name: string, loadComponent: () => Promise<{ default: ComponentType }>): StaticIsland {
  // The icons the first route does not draw come with the component (src/ui/Icon.tsx).
  const load = () => Promise.all([loadComponent(), preloadMoreIcons().catch(() => undefined)]).then(([component]) => component);
  let loaded: ComponentType | null = null;
  const remember = (module: { default: ComponentType }) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));

  function Island({ deps, actions }: IslandProps) {
    const [, navigate] = useLocation();
    // The deps it hydrated with, or null: rendered by the browser from the start.
    const [kept] = useState(() => (hydratingServerHtml ? deps : null));
    // Rendering plumbing: the island's loaded component, whether React found it empty, a retry count.
    const [Live, setLive] = useState<ComponentType | null>(null);
    const [emptyAtHydration, setEmptyAtHydration] = useState(false);
    const [attempt, setAttempt] = useState(0);
    const wrapper = useRef<HTMLDivElement>(null);
    // Once live, live for good (deps going back to what they were must not bring back an empty wrapper).
    const keep = kept !== null && !emptyAtHydration && Live === null;
    const wantsLive = kept !== null && !sameDeps(kept, deps);

    // No server HTML to keep after all (React rendered this part afresh after a mismatch elsewhere).
    useLayoutEffect(() => {
      if (keep && wrapper.current && !wrapper.current.hasChildNodes()) setEmptyAtHydration(true);
    }, [keep]);
    // The data changed: the component is loaded (the server's HTML stays until it is in).
    useLayoutEffect(() => {
      if (!wantsLive || Live) return;
      if (loaded) return setLive(() => loaded);
      let current = true;
      let stopWaiting = () => {};
      const retry = () => current && setAttempt((n) => n + 1);
      load()
        .then(remember)
        .then(
          (module) => current && setLive(() => module.default),
          // Offline: the server's HTML stays until the connection is back, then the chunk is asked for again.
          () => (stopWaiting = whenOnline(retry)),
        );
      return () => {
        current = false;
        stopWaiting();
      };
    }, [wantsLive, Live, attempt]);

    if (keep) {
      const onClick = (event: MouseEvent<HTMLDivElement>) => {
        const target = event.target instanceof Element ? event.target : null;
        const found = target?.closest<HTMLElement>('[data-action]');
        const control = found && event.currentTarget.contains(found) ? found : null;
        const action = control && actions?.[control.dataset.action ?? ''];
        if (action) {
          event.preventDefault();
          return action(control);
        }
        const link = target?.closest('a');
        const href = link?.getAttribute('href');
        if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target || link.hasAttribute('download')) return;
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      };
      return createElement('div', {
        ref: wrapper,
        className: styles.island,
        'data-island': name,
        onClick,
        dangerouslySetInnerHTML: KEEP_SERVER_HTML,
        suppressHydrationWarning: true,
      });
    }
    const Component = Live ?? loaded;
    return createElement(
      'div',
      { key: 'live', className: styles.island, 'data-island': name },
      Component ? createElement(Component) : createElement(Suspense, { fallback: null }, createElement(Lazy)),
    );
  }
  return Object.assign(Island, {
    preload: () =>
      load()
        .then(remember)
        .then(() => undefined),
  });
}
