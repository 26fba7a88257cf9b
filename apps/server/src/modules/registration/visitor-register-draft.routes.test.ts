import { createHash } from 'node:crypto';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { registrationApi } from '@hearth/domain/api/registration-api';
import { VISITOR_DRAFT_COOKIE } from '@hearth/domain/registration/register-draft';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app.ts';
import { visitorRegisterDrafts } from '../../db/schema/index.ts';
import { decryptPii } from '../../lib/pii.ts';
import { buildIdentityTestApp } from '../identity/identity-test-support.ts';

const PATH = endpointPath(registrationApi.visitorDraft);
const suite = useTestApp(buildIdentityTestApp);

const DATA = {
  propertyAddress: {
    street1: '123 Main St',
    street2: '',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    occupancyType: 'HOME',
  },
  name: { firstName: 'Pat', middleName: '', lastName: 'Lee', suffix: '' },
  dob: { day: '29', month: '02', year: '1964' },
};

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');
const cookieHeader = (id: string | undefined) => (id ? { cookie: `${VISITOR_DRAFT_COOKIE}=${id}` } : {});

function send(method: 'GET' | 'PUT' | 'DELETE', id?: string, body?: unknown, org = 'hearth') {
  return suite.t.app.inject({
    method,
    url: `${PATH}?org=${org}`,
    headers: { 'x-org': org, ...cookieHeader(id) },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

/** The draft id the answer's Set-Cookie hands the browser, with the cookie's attributes. */
function draftCookie(response: { headers: Record<string, unknown> }) {
  const line = [response.headers['set-cookie'] ?? []]
    .flat()
    .map(String)
    .find((cookie) => cookie.startsWith(`${VISITOR_DRAFT_COOKIE}=`));
  return { line: line ?? '', id: line?.split(';')[0]?.split('=')[1] ?? '' };
}

describe("a visitor's register draft (decision 029 §5)", () => {
  it('hands out an unguessable HttpOnly cookie scoped to the register pages, and reads the answers back with it', async () => {
    const saved = await send('PUT', undefined, { data: DATA });
    expect(saved.statusCode, saved.body).toBe(200);
    const { line, id } = draftCookie(saved);
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/account/heloc/register-v2');
    expect(line).toContain('Max-Age=86400');

    const read = await send('GET', id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject(DATA);

    // A second save under the same cookie replaces the answers; the id stays.
    const again = await send('PUT', id, { data: { ...DATA, email: 'pat@example.com' } });
    expect(draftCookie(again).id).toBe(id);
    expect((await send('GET', id)).json().data.email).toBe('pat@example.com');
  });

  it('keeps the answers encrypted at rest, under the hash of the id, never the id itself', async () => {
    const { id } = draftCookie(await send('PUT', undefined, { data: DATA }));
    const rows = await suite.t.db.select().from(visitorRegisterDrafts);
    const row = rows.find((candidate) =>
      decryptPii(candidate.dataEncrypted, suite.t.config.piiKey).includes('Pat'),
    );
    expect(row).toBeDefined();
    expect(row?.dataEncrypted).toMatch(/^v1\./);
    expect(row?.dataEncrypted).not.toContain('Portland');
    expect(row?.dataEncrypted).not.toContain('1964');
    expect(row?.idHash).not.toContain(id);
    expect(JSON.parse(decryptPii(row?.dataEncrypted ?? '', suite.t.config.piiKey))).toMatchObject(DATA);
  });

  it('answers only the cookie that saved it: another cookie, no cookie or another lender reads nothing', async () => {
    const { id } = draftCookie(await send('PUT', undefined, { data: DATA }));
    const { id: otherId } = draftCookie(
      await send('PUT', undefined, { data: { ...DATA, email: 'x@y.com' } }),
    );
    expect(otherId).not.toBe(id);
    expect((await send('GET', otherId)).json().data.email).toBe('x@y.com');
    expect((await send('GET', `${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`)).statusCode).toBe(404);
    expect((await send('GET')).statusCode).toBe(404);
    expect((await send('GET', 'short')).statusCode).toBe(404);
    expect((await send('GET', id, undefined, 'silverpine')).statusCode).toBe(404);
  });

  it('ignores a draft older than a day, and a later save clears expired rows', async () => {
    const { id } = draftCookie(await send('PUT', undefined, { data: DATA }));
    const mine = { idHash: hashOf(id) };
    await suite.t.db
      .update(visitorRegisterDrafts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(visitorRegisterDrafts.idHash, mine?.idHash ?? ''));
    expect((await send('GET', id)).statusCode).toBe(404);
    await send('PUT', undefined, { data: DATA });
    const left = await suite.t.db
      .select()
      .from(visitorRegisterDrafts)
      .where(eq(visitorRegisterDrafts.idHash, mine?.idHash ?? ''));
    expect(left).toEqual([]);
  });

  it('refuses answers outside the contract (400) and forgets the draft and the cookie on discard', async () => {
    const bad = await send('PUT', undefined, { data: DATA, password: 'secret' });
    expect(bad.statusCode).toBe(400);
    const { id } = draftCookie(await send('PUT', undefined, { data: DATA }));
    const discarded = await send('DELETE', id);
    expect(discarded.statusCode).toBe(204);
    expect(draftCookie(discarded).line).toContain('Max-Age=0');
    expect((await send('GET', id)).statusCode).toBe(404);
  });
});
