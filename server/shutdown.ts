/**
 * Graceful shutdown (SIGTERM/SIGINT, server/main.ts): the process stops accepting, lets the
 * requests in flight finish, closes its long-lived streams and exits within a bound.
 *
 * Anything that holds a connection open for long (the order event stream, LISTEN clients…)
 * registers a hook here; on shutdown the hooks run once, in parallel, each bounded by
 * SHUTDOWN_HOOK_TIMEOUT_MS, and /readyz answers 503 from the first moment (`stopping`), so the
 * proxy sends new requests to the other replicas.
 *
 *   const unregister = ctx.shutdown.register(() => stream.close());   // when the stream opens
 *   unregister();                                                      // when it ends by itself
 */

/** How long server/main.ts waits for requests in flight before cutting the connections. */
export const SHUTDOWN_TIMEOUT_MS = 10_000;
/** How long one hook may take before shutdown goes on without it. */
export const SHUTDOWN_HOOK_TIMEOUT_MS = 5_000;

export type ShutdownHook = () => void | Promise<void>;

export class ShutdownRegistry {
  readonly #hooks = new Set<ShutdownHook>();
  #stopping = false;

  constructor(private readonly onHookError: (error: unknown) => void = () => {}) {}

  /** True once shutdown began: no new long-lived work should start. */
  get stopping(): boolean {
    return this.#stopping;
  }

  get size(): number {
    return this.#hooks.size;
  }

  /** Registers a hook to run on shutdown (at once when shutdown already began); returns its removal. */
  register(hook: ShutdownHook): () => void {
    if (this.#stopping) {
      void this.#runOne(hook, SHUTDOWN_HOOK_TIMEOUT_MS);
      return () => {};
    }
    this.#hooks.add(hook);
    return () => void this.#hooks.delete(hook);
  }

  /** Marks the process as stopping and runs every hook once, each bounded by `hookTimeoutMs`. */
  async shutdown(hookTimeoutMs: number = SHUTDOWN_HOOK_TIMEOUT_MS): Promise<void> {
    this.#stopping = true;
    const hooks = [...this.#hooks];
    this.#hooks.clear();
    await Promise.all(hooks.map((hook) => this.#runOne(hook, hookTimeoutMs)));
  }

  async #runOne(hook: ShutdownHook, timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        Promise.resolve().then(hook),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, timeoutMs);
          timer.unref();
        }),
      ]);
    } catch (error) {
      this.onHookError(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
