/**
 * Vite plugin: opens the start's chunks (the entry and START_CHUNK_NAMES) with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad`. Chrome then compiles every function of those files while they
 * stream in, off the main thread, instead of compiling each one on its first call inside the start's
 * tasks: about half of those tasks' time in a 4× trace (docs/performance.md). Other browsers read a
 * comment. Lazy screens are left alone: most of their functions wait for a tap.
 */
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(startChunkNames: readonly string[]): Plugin {
  return {
    name: 'compile-hints',
    // The browser's build only: the server's renderer is not streamed to a phone.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && (chunk.isEntry || startChunkNames.includes(chunk.name)))
            chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}
