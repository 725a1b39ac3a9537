/**
 * autocannon, the load generator of every benchmark here, without its per-response body decoding.
 *
 * autocannon appends every response body to a string (`body += chunk`, a UTF-8 decode) in case a
 * scenario checks it (expectBody, onResponse); none of ours does. For the catalogue at 5,000
 * products (24 KB of brotli, bytes that are not UTF-8) that decode was ~40% of the generator's CPU,
 * 0.5 ms a request against 0.3 ms for the server itself (CPU profile of autocannon, 2026-11-28), on
 * the same two cores: the generator was measuring itself, and more so the larger the menu.
 * Bytes are still counted (throughput); only the unused string is no longer built.
 *
 * AUTOCANNON_DECODE_BODIES=1 keeps autocannon's own behaviour (to compare with older figures).
 */
import { createRequire } from 'node:module';

export interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  throughput: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  duration: number;
  statusCodeStats?: Record<string, { count: number }>;
}
export interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
export interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
  overallRate?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeout?: number;
  requests?: { method?: string; path?: string; setupRequest?: (req: AutocannonRequest) => AutocannonRequest }[];
}

const require = createRequire(import.meta.url);
const run = require('autocannon') as (options: AutocannonOptions) => Promise<AutocannonResult>;

const decodeBodies = process.env.AUTOCANNON_DECODE_BODIES === '1';
if (!decodeBodies) {
  // The queue that keeps each pending response's metadata (autocannon 7–9: lib/pipelinedRequestsQueue.js).
  const Queue = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: Buffer): void } };
  if (typeof Queue.prototype.addBody !== 'function') throw new Error('autocannon cambió: falta PipelinedRequestsQueue.addBody');
  Queue.prototype.addBody = () => {};
}

/** autocannon(options), refusing the options that would need the bodies this module drops. */
export function autocannon(options: AutocannonOptions & { expectBody?: string }): Promise<AutocannonResult> {
  if (!decodeBodies && (options.expectBody !== undefined || options.requests?.some((r) => 'onResponse' in r)))
    throw new Error('bench/loadGenerator.ts no guarda los cuerpos: use AUTOCANNON_DECODE_BODIES=1');
  return run(options);
}
