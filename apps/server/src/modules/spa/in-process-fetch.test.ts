import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInProcessFetch } from './in-process-fetch.ts';

const app = Fastify();
/** The document request the page is rendered for. */
const PAGE = { headers: { host: 'silverpine.hearth.test' }, ip: '203.0.113.7' } as FastifyRequest;
const fetchInProcess = createInProcessFetch(app, PAGE);

beforeAll(async () => {
  app.route({
    method: ['GET', 'POST', 'PATCH'],
    url: '/echo',
    handler: async (request) => ({
      method: request.method,
      url: request.url,
      host: request.headers.host,
      ip: request.ip,
      custom: request.headers['x-custom'],
      body: request.body ?? null,
    }),
  });
  app.get('/renewing', async (_request, reply) =>
    reply
      .header('authorization', 'Bearer fresh')
      .header('set-cookie', ['hearth_session=fresh; Path=/', 'theme=dark'])
      .header('x-kept', 'yes')
      .code(201)
      .send({ ok: true }),
  );
  app.get('/draft-cookie', async (request) => ({ cookie: request.headers.cookie ?? null }));
  app.put('/draft-cookie', async (_request, reply) =>
    reply
      .header('set-cookie', 'hearth_register_draft=new-id; Path=/account/heloc/register-v2; HttpOnly')
      .send({ ok: true }),
  );
  app.delete('/nothing', async (_request, reply) => reply.code(204).send());
  await app.ready();
});
afterAll(() => app.close());

describe('createInProcessFetch', () => {
  it('calls the route in-process with the method, body, headers, the page’s host and address', async () => {
    const response = await fetchInProcess('/echo?x=1', {
      method: 'patch',
      headers: { 'content-type': 'application/json', 'x-custom': 'abc', host: 'evil.test' },
      body: JSON.stringify({ limit: 50_000 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'PATCH',
      url: '/echo?x=1',
      host: 'silverpine.hearth.test',
      ip: '203.0.113.7',
      custom: 'abc',
      body: { limit: 50_000 },
    });
  });

  it('defaults to GET without a body', async () => {
    expect(await (await fetchInProcess('/echo')).json()).toMatchObject({ method: 'GET', body: null });
  });

  it('withholds the authorization and set-cookie response headers, and keeps the others and the status', async () => {
    const response = await fetchInProcess('/renewing');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-kept')).toBe('yes');
    expect(response.headers.get('authorization')).toBeNull();
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('answers a 204 with a null body', async () => {
    const response = await fetchInProcess('/nothing', { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(response.body).toBeNull();
  });

  it('answers an unknown route with the API’s 404', async () => {
    expect((await fetchInProcess('/missing')).status).toBe(404);
  });

  it.each<[string, () => Promise<Response>]>([
    ['an absolute URL', () => fetchInProcess('https://example.com/echo')],
    ['a URL object', () => fetchInProcess(new URL('http://silverpine.hearth.test/echo'))],
    ['a Request', () => fetchInProcess(new Request('http://silverpine.hearth.test/echo'))],
    ['a FormData body', () => fetchInProcess('/echo', { method: 'POST', body: new FormData() })],
    ['a binary body', () => fetchInProcess('/echo', { method: 'POST', body: new Uint8Array([1]) })],
  ])('refuses %s', async (_case, call) => {
    await expect(call()).rejects.toThrow(TypeError);
  });

  it('carries the page request’s register draft cookie, and hands on a new one a form’s save sets (decision 029 §5)', async () => {
    const handedOn: string[] = [];
    const page = {
      ...PAGE,
      cookies: { hearth_register_draft: 'old-id', hearth_session: 'never-forwarded' },
    } as unknown as FastifyRequest;
    const withDraft = createInProcessFetch(app, page, {
      onCookieForBrowser: (cookie) => handedOn.push(cookie),
    });
    expect(await (await withDraft('/draft-cookie')).json()).toEqual({
      cookie: 'hearth_register_draft=old-id',
    });
    await withDraft('/draft-cookie', { method: 'PUT' });
    expect(await (await withDraft('/draft-cookie')).json()).toEqual({
      cookie: 'hearth_register_draft=new-id',
    });
    expect(handedOn).toEqual(['hearth_register_draft=new-id; Path=/account/heloc/register-v2; HttpOnly']);
    // A page's reads hand nothing on, and a page without the cookie sends none.
    expect(await (await fetchInProcess('/draft-cookie')).json()).toEqual({ cookie: null });
  });
});
