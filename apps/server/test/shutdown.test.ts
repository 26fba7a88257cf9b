import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { closeGracefully, ShutdownTimeoutError } from '../src/lib/graceful-shutdown.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

interface Gate {
  started: Promise<void>;
  release: () => void;
}

function createGate(): Gate & { markStarted: () => void; released: Promise<void> } {
  let markStarted = () => {};
  let release = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { started, markStarted, release, released };
}

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close().catch(() => undefined);
  testApp = undefined;
});

async function buildWithSlowRoute(gate: ReturnType<typeof createGate>): Promise<TestApp> {
  return buildTestApp(
    {},
    {
      beforeReady: (app: App) => {
        app.get('/api/test/slow', async () => {
          gate.markStarted();
          await gate.released;
          return { finished: true };
        });
      },
    },
  );
}

function readUntil(socket: Socket, done: (text: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
      if (done(text)) {
        resolve(text);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(text));
  });
}

describe('graceful shutdown', () => {
  it('answers new requests 503 { errors } once closing', async () => {
    testApp = await buildTestApp();
    testApp.app.shutdownState.closing = true;
    const response = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({ errors: ['Server is shutting down'] });
  });

  it('lets an in-flight request finish while a new one gets 503, then closes the database', async () => {
    const gate = createGate();
    testApp = await buildWithSlowRoute(gate);
    const { app, database } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;

    // One connection: the slow request, then a second request pipelined behind it.
    const socket = connect(port, '127.0.0.1');
    const received = readUntil(socket, (text) => text.includes('Server is shutting down'));
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await gate.started;

    let databaseClosed = false;
    const stopped = closeGracefully(app, async () => {
      databaseClosed = true;
      await database.close();
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(databaseClosed).toBe(false);
    gate.release();

    const text = await received;
    await stopped;
    socket.destroy();
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('{"finished":true}');
    expect(text).toContain('HTTP/1.1 503');
    expect(text).toContain('{"errors":["Server is shutting down"]}');
    expect(databaseClosed).toBe(true);
    await expect(database.ping()).rejects.toThrow();
  });

  it('gives up after the timeout, cutting the connections', async () => {
    const gate = createGate();
    testApp = await buildWithSlowRoute(gate);
    const { app } = testApp;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = connect(port, '127.0.0.1');
    const closed = readUntil(socket, () => false);
    socket.write('GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await gate.started;

    await expect(closeGracefully(app, async () => {}, 200)).rejects.toBeInstanceOf(ShutdownTimeoutError);
    expect(await closed).toBe('');
    gate.release();
  });
});
