import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';

/** An upstream answering `<name> <method> <path> <body>`, and the x-forwarded-for it was sent. */
async function startUpstream(name: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(201, {
        'content-type': 'text/plain',
        'x-seen-forwarded-for': String(request.headers['x-forwarded-for']),
      });
      response.end(`${name} ${request.method} ${request.url} ${Buffer.concat(chunks).toString()}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

describe('the round-robin proxy of the cluster test', () => {
  const servers: Server[] = [];
  let proxy: RoundRobinProxy | undefined;
  afterEach(async () => {
    await proxy?.close();
    await Promise.all(
      servers
        .splice(0)
        .filter((server) => server.listening)
        .map(close),
    );
  });

  async function startPair() {
    const first = await startUpstream('first');
    const second = await startUpstream('second');
    servers.push(first.server, second.server);
    proxy = await startRoundRobinProxy([first.url, second.url]);
    return { first, second, proxy };
  }

  it('sends each request to the next upstream in turn, method, path, body and status intact', async () => {
    const { first, second, proxy } = await startPair();
    const answers: string[] = [];
    for (const body of ['a', 'b', 'c']) {
      const response = await fetch(`${proxy.url}/x?y=1`, { method: 'POST', body });
      expect(response.status).toBe(201);
      expect(response.headers.get('x-seen-forwarded-for')).toBe('127.0.0.1');
      answers.push(await response.text());
    }
    expect(answers).toEqual(['first POST /x?y=1 a', 'second POST /x?y=1 b', 'first POST /x?y=1 c']);
    expect(proxy.served).toEqual([first.url, second.url, first.url]);
    expect(proxy.refusals()).toBe(0);
  });

  it('skips an upstream that refuses the connection, and answers 502 when every one does', async () => {
    const { first, second, proxy } = await startPair();
    await close(first.server);
    const answers: string[] = [];
    for (let request = 0; request < 3; request += 1) {
      const response = await fetch(`${proxy.url}/`);
      answers.push(await response.text());
    }
    expect(answers).toEqual(['second GET / ', 'second GET / ', 'second GET / ']);
    expect(proxy.refusals()).toBe(2);

    await close(second.server);
    const response = await fetch(`${proxy.url}/`);
    expect(response.status).toBe(502);
  });
});
