import { spawnSync } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logRequestCompleted } from '../src/lib/logger.ts';

async function captureAccessLog(urls: string[]) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
  app.addHook('onResponse', async (request, reply) => logRequestCompleted(request, reply));
  app.get('/applications/:uuid', async () => ({ ok: true }));
  app.get('/healthz', async () => ({ status: 'ok' }));
  for (const url of urls) {
    await app.inject({ method: 'GET', url });
  }
  await app.close();
  return lines.filter((line) => line.msg === 'request completed');
}

describe('access log', () => {
  it('writes one line per request with the route pattern, never the raw URL', async () => {
    const [line, ...rest] = await captureAccessLog(['/applications/4f1c2d?email=dana@example.com']);
    expect(rest).toHaveLength(0);
    expect(line).toMatchObject({ method: 'GET', route: '/applications/:uuid', statusCode: 200 });
    expect(JSON.stringify(line)).not.toContain('dana@example.com');
    expect(JSON.stringify(line)).not.toContain('4f1c2d');
  });

  it('leaves probes out and names unmatched routes', async () => {
    const lines = await captureAccessLog(['/healthz', '/nowhere']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ route: 'unmatched', statusCode: 404 });
  });
});

describe('the server’s log destination', () => {
  it('has written a line by the time the call returns: a killed process loses none', () => {
    const loggerModule = fileURLToPath(new URL('../src/lib/logger.ts', import.meta.url));
    const script = `
      import Fastify from 'fastify';
      import { createLoggerOptions } from ${JSON.stringify(loggerModule)};
      const app = Fastify({ logger: createLoggerOptions({ nodeEnv: 'production', logLevel: 'info' }) });
      for (let line = 1; line <= 50; line++) app.log.info({ line }, 'request completed');
      process.kill(process.pid, 'SIGKILL');
    `;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(child.signal, child.stderr).toBe('SIGKILL');
    const lines = child.stdout
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text) as { line: number });
    expect(lines.map(({ line }) => line)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
  });
});
