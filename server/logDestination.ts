/**
 * Where the logs go: stdout, written asynchronously so that a log reader that stops reading (a full
 * pipe) can never stop the server. pino's default synchronous stdout retries a full pipe forever
 * inside Atomics.wait: the event loop froze, requests hung and not even SIGTERM was handled.
 *
 * Here a full pipe only fills a bounded buffer (lines beyond it are dropped, never the process), and
 * the final flush before exit gives up after a bounded time.
 */
import pino from 'pino';

/** Log bytes kept while stdout does not take them; beyond this, new lines are dropped. */
export const LOG_BUFFER_MAX_BYTES = 4 * 1024 * 1024;
/** How long the last flush before exit waits for a stalled stdout. */
export const LOG_FINAL_FLUSH_MS = 1_000;

export interface LogDestination {
  stream: pino.DestinationStream;
  /** Writes what is buffered before process.exit; gives up (drops it) after LOG_FINAL_FLUSH_MS. */
  flushBeforeExit(): Promise<void>;
}

export function stdoutDestination(fd = 1, finalFlushMs = LOG_FINAL_FLUSH_MS): LogDestination {
  // Node sets a stdout pipe non-blocking when process.stdout is first touched: a full pipe then answers
  // EAGAIN (retried from the event loop) instead of blocking a worker thread that exit would wait for.
  if (fd === 1) void process.stdout.fd;
  const stream = pino.destination({ dest: fd, sync: false, minLength: 0, maxLength: LOG_BUFFER_MAX_BYTES });
  return {
    stream,
    flushBeforeExit: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          stream.destroy(); // also tells pino's own exit hook there is nothing left to write
          resolve();
        }, finalFlushMs);
        stream.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
        stream.end();
      }),
  };
}
