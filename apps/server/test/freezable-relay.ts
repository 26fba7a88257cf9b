import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to a PostgreSQL server on loopback that can freeze the connections it carries:
 * bytes stop flowing both ways and nothing is closed, as with a stalled proxy or a half-open link.
 * Connections made after a freeze flow normally.
 */
export interface FreezableRelay {
  /** `url` with its host and port replaced by the relay's. */
  urlThrough(url: string): string;
  /** Freezes every connection open now. */
  freeze(): void;
  /** How many connections have been made through the relay. */
  connectionCount(): number;
  close(): Promise<void>;
}

export async function startFreezableRelay(targetUrl: string): Promise<FreezableRelay> {
  const target = new URL(targetUrl);
  const open = new Set<{ client: Socket; upstream: Socket; frozen: boolean }>();
  let made = 0;
  const server: Server = createServer((client) => {
    made += 1;
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    const pair = { client, upstream, frozen: false };
    open.add(pair);
    client.on('data', (chunk) => {
      if (!pair.frozen) {
        upstream.write(chunk);
      }
    });
    upstream.on('data', (chunk) => {
      if (!pair.frozen) {
        client.write(chunk);
      }
    });
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('the relay has no port');
  }
  return {
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(address.port);
      return through.toString();
    },
    freeze() {
      for (const pair of open) {
        pair.frozen = true;
      }
    },
    connectionCount: () => made,
    async close() {
      for (const pair of open) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
