/**
 * Reads a Server-Sent Events answer in tests: each frame as { event, data, comments }, waited for
 * with a deadline (the notice travels asynchronously, through PostgreSQL when DATABASE_URL is set).
 */
export interface SseFrame {
  event: string | null;
  data: string | null;
  comments: string[];
}

export interface SseReader {
  /** The next frame, or an error after `withinMs`. */
  next(withinMs?: number): Promise<SseFrame>;
  /** The next frame with an event (comments skipped). */
  nextEvent(withinMs?: number): Promise<SseFrame>;
  /** Whether a frame arrives within `withinMs` (false: none did). */
  quietFor(withinMs: number): Promise<boolean>;
  close(): Promise<void>;
  /** True once the server ended the stream. */
  readonly ended: boolean;
}

export function readSse(res: Response): SseReader {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ended = false;
  const frames: SseFrame[] = [];
  const waiters: Array<() => void> = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const frame: SseFrame = { event: null, data: null, comments: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
            else if (line.startsWith('data:')) frame.data = (frame.data === null ? '' : `${frame.data}\n`) + line.slice(5).trim();
          }
          frames.push(frame);
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // cancelled
    } finally {
      ended = true;
      waiters.splice(0).forEach((wake) => wake());
    }
  })();

  const next = async (withinMs = 2_000): Promise<SseFrame> => {
    const deadline = Date.now() + withinMs;
    for (;;) {
      const frame = frames.shift();
      if (frame) return frame;
      if (ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no frame within ${withinMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    next,
    async nextEvent(withinMs = 2_000) {
      const deadline = Date.now() + withinMs;
      for (;;) {
        const frame = await next(Math.max(1, deadline - Date.now()));
        if (frame.event) return frame;
      }
    },
    async quietFor(withinMs) {
      try {
        const frame = await next(withinMs);
        frames.unshift(frame);
        return false;
      } catch {
        return true;
      }
    },
    async close() {
      await reader.cancel().catch(() => {});
      await pump;
    },
    get ended() {
      return ended;
    },
  };
}
