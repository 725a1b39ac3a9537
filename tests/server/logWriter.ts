/**
 * A child process for tests/server/logStall.test.ts: writes `LINES` log lines to stdout through the
 * server's destination (or pino's default synchronous one with LOG_DESTINATION=pino-default), says
 * 'written <pid>' on stderr, and on SIGTERM flushes and exits as server/main.ts does.
 */
import pino from 'pino';
import { stdoutDestination } from '../../server/logDestination';

const lines = Number(process.env.LINES ?? '1000');
const ours = process.env.LOG_DESTINATION !== 'pino-default';
const destination = ours ? stdoutDestination(1, Number(process.env.FINAL_FLUSH_MS ?? '300')) : undefined;
const log = destination ? pino({ base: null }, destination.stream) : pino({ base: null });

process.on('SIGTERM', async () => {
  if (destination) await destination.flushBeforeExit();
  else log.flush();
  process.exit(0);
});

const padding = 'x'.repeat(200);
for (let i = 0; i < lines; i++) log.info({ i, padding }, 'línea');
process.stderr.write(`written ${process.pid}\n`);
// Keep serving (an event loop with work to do) until told to stop.
setInterval(() => undefined, 1_000);
