import { serve, type ServerType } from '@hono/node-server';
import { Agent, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../machines/messages';
import { MAX_BODY_BYTES } from '../../server/app';
import { createTestServer, LOGIN_PATH, type TestServer } from './helpers';

/**
 * Over a real socket (the in-process `app.request` has no connection): the server does not read the
 * rest of an oversized body, so the connection cannot carry another request. The 413 must say
 * `Connection: close`; a keep-alive answer made the client reuse a socket the server then dropped.
 */
let server: TestServer;
let http: ServerType;
let port: number;
beforeAll(async () => {
  server = await createTestServer();
  http = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => http?.close(resolve));
  await server?.close();
});

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

function send(agent: Agent, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    // A real client writes the whole body, whatever the server does with it.
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

describe('a body above the limit (413)', () => {
  it("is answered with the Spanish message and 'Connection: close', and the client's next request on a kept-alive agent still works", async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = JSON.stringify({ username: 'x'.repeat(MAX_BODY_BYTES + 1024), password: 'y' });
      const tooLarge = await send(agent, 'POST', LOGIN_PATH, huge);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.headers.connection).toBe('close');
      expect(JSON.parse(tooLarge.body)).toMatchObject({ isError: true, message: messages.http.badRequest });

      const next = await send(agent, 'GET', '/api/puntos_ventas/traer_ciudades_express');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('an answer within the limit keeps the connection open for the next request', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const answer = await send(agent, 'GET', '/api/puntos_ventas/traer_ciudades_express');
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
