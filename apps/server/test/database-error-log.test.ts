import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { profiles } from '../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

const SSN = '123-45-6789';
const EMAIL = 'dana.pii@example.com';
const lines: string[] = [];
let t: TestApp;

/** Failing queries as a bug or a constraint would make them, with PII among the bound values. */
function addFailingRoutes(app: App): void {
  app.get('/test/cast', async () => {
    await app.db.execute(sql`select ${SSN}::int as ssn, ${EMAIL}::text as email`);
    return {};
  });
  app.get('/test/insert', async () => {
    await app.db.insert(profiles).values({ identityUuid: 'not-a-uuid', email: EMAIL });
    return {};
  });
  app.get('/test/transaction', async () => {
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`select ${SSN}::date`);
    });
    return {};
  });
}

beforeAll(async () => {
  t = await buildTestApp({ logLevel: 'trace' }, { beforeReady: addFailingRoutes });
  (t.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = {
    write: (line: string) => {
      lines.push(line);
    },
  };
});
afterAll(async () => {
  await t.close();
});

describe('a failed query is logged without its bound values', () => {
  it.each(['/test/cast', '/test/insert', '/test/transaction'])('%s', async (url) => {
    lines.length = 0;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    const output = lines.join('');
    expect(output).toContain('request failed');
    expect(output).not.toContain(SSN);
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain('dana.pii');
  });

  it('keeps what a developer needs: the statement, without values, and the database’s reason', async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/test/cast' });
    const logged = JSON.parse(lines.find((line) => line.includes('request failed')) ?? '{}');
    expect(logged.err.message).toContain('select $1::int as ssn');
    expect(logged.err.message).toContain('invalid input syntax for type integer');
    expect(logged.err.stack).toContain('database-error-log.test.ts');
  });
});
