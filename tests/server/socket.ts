import { serve, type ServerType } from '@hono/node-server';
import { request, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

/** An app on a real loopback socket (app.request has no connection): its port and how to close it. */
export async function listen(app: { fetch: (request: Request) => Response | Promise<Response> }): Promise<{
  port: number;
  close: () => Promise<void>;
}> {
  const http = await new Promise<ServerType>((resolve) => {
    const s: ServerType = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    port: (http.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}

export interface SocketAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** The body bytes the server handed to ServerResponse.write/end for this answer, as the objects it got. */
  handed: Uint8Array[];
}

/**
 * One GET over a new connection, recording what the server passes to Node: counting the buffers
 * handed to the socket tells a prepared answer from one copied per request, where a timing cannot.
 */
export function socketGet(port: number, path: string, headers: Record<string, string>): Promise<SocketAnswer> {
  const handed: Uint8Array[] = [];
  const record = (chunk: unknown) => {
    if (chunk instanceof Uint8Array || typeof chunk === 'string')
      handed.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  };
  const write = ServerResponse.prototype.write;
  const end = ServerResponse.prototype.end;
  vi.spyOn(ServerResponse.prototype, 'write').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
    record(args[0]);
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  });
  vi.spyOn(ServerResponse.prototype, 'end').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
    if (typeof args[0] !== 'function') record(args[0]);
    return (end as (...a: unknown[]) => ServerResponse).apply(this, args);
  });
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { ...headers, Connection: 'close' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        vi.restoreAllMocks();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), handed });
      });
    });
    req.on('error', (error) => {
      vi.restoreAllMocks();
      reject(error);
    });
    req.end();
  });
}
