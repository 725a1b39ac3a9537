import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component in a chunk of its own that renders without suspending once the chunk is in.
 * React.lazy suspends on its first render even when the module has already arrived. A boundary that
 * suspends while the page hydrates stays the server's HTML, or shows its fallback, a while longer
 * (the icons of src/ui/Icon.tsx, the city prompt of src/layout/HeaderContainer.tsx).
 */
export function loadedLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let loaded: ComponentType<P> | null = null;
  const loadAndKeep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  return {
    load: loadAndKeep,
    /** The loaded component, or a lazy stand-in until the chunk is in. */
    get component(): ComponentType<P> | LazyExoticComponent<ComponentType<P>> {
      return loaded ?? Lazy;
    },
  };
}
