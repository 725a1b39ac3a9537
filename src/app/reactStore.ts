/**
 * `use-sync-external-store/shim` for the libraries that still import it (wouter, @xstate/react):
 * React 18+ has the hook itself, so the shim's fallback code need not ship (vite.config.ts alias).
 */
export { useSyncExternalStore } from 'react';
