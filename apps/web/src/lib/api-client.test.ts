import { endpointPath } from '@hearth/domain/api/endpoint';
import { identityApi } from '@hearth/domain/api/identity-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiKey, jsonResponse, mockApi } from '../test/mock-api.ts';
import { makeOrgPayload } from '../test/org-fixture.ts';
import { API_TIMEOUT_MS, ApiError, apiFetch, buildUrl, FetchError } from './api-client.ts';
import { registerNavigator } from './navigation.ts';
import { resetOrgPayloadCache } from './org.tsx';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockClear();
  registerNavigator(navigate);
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('API-001…003 every call', () => {
  it('sends x-org, credentials and the stored bearer token', async () => {
    window.localStorage.setItem('jwt', 'Bearer tok-1');
    const { requests } = mockApi({ 'GET /thing': () => ({ body: { ok: true } }) });
    await expect(apiFetch('/thing')).resolves.toEqual({ ok: true });
    expect(requests[0]?.headers.get('x-org')).toBe('hearth');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer tok-1');
    expect(requests[0]?.init.credentials).toBe('include');
  });

  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['fr', null],
  ])(
    'with <html lang="%s">, Accept-Language %s: the page’s language, for the profile',
    async (lang, sent) => {
      document.documentElement.lang = lang;
      try {
        const { requests } = mockApi({ 'GET /thing': () => ({ body: {} }) });
        await apiFetch('/thing');
        expect(requests[0]?.headers.get('accept-language')).toBe(sent);
      } finally {
        document.documentElement.lang = 'en';
      }
    },
  );

  it('sends no Authorization without a token, and the org of the payload', async () => {
    resetOrgPayloadCache();
    (window as unknown as Record<string, unknown>).__HEARTH_ORG__ = {
      ...makeOrgPayload(),
      orgCode: 'silverpine',
    };
    const { requests } = mockApi({ 'GET /thing': () => ({ body: {} }) });
    await apiFetch('/thing');
    expect(requests[0]?.headers.has('authorization')).toBe(false);
    expect(requests[0]?.headers.get('x-org')).toBe('silverpine');
  });

  it('sends an object body as JSON and serialises query arrays as repeated parameters (API-006)', async () => {
    const { requests } = mockApi({ 'POST /thing': () => ({ body: {} }) });
    await apiFetch('/thing', {
      method: 'POST',
      body: { a: 1 },
      query: { id: ['x', 'y'], skip: undefined, n: 2 },
    });
    expect(requests[0]?.url).toBe('/thing?id=x&id=y&n=2');
    expect(requests[0]?.body).toEqual({ a: 1 });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(buildUrl('/p?a=1', { b: true })).toBe('/p?a=1&b=true');
  });
});

describe('API-004 refreshed token', () => {
  it('stores a bearer token found in the response authorization header', async () => {
    window.localStorage.setItem('jwt', 'Bearer old');
    mockApi({ 'GET /thing': () => jsonResponse({}, 200, { authorization: 'Bearer new-token' }) });
    await apiFetch('/thing');
    expect(window.localStorage.getItem('jwt')).toBe('Bearer new-token');
  });

  it('ignores an authorization header that is not a bearer token', async () => {
    window.localStorage.setItem('jwt', 'Bearer old');
    mockApi({ 'GET /thing': () => jsonResponse({}, 200, { authorization: 'Basic abc' }) });
    await apiFetch('/thing');
    expect(window.localStorage.getItem('jwt')).toBe('Bearer old');
  });
});

describe('API-007 response parsing', () => {
  it.each([
    ['application/json', '{"a":1}', { a: 1 }],
    ['text/plain', 'hello', 'hello'],
  ])('%s', async (type, body, expected) => {
    mockApi({ 'GET /thing': () => new Response(body, { headers: { 'content-type': type } }) });
    await expect(apiFetch('/thing')).resolves.toEqual(expected);
  });

  it('reads a PDF as a Blob and 204 as undefined', async () => {
    mockApi({
      'GET /pdf': () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
      'DELETE /thing': () => new Response(null, { status: 204 }),
    });
    const pdf = await apiFetch<Blob>('/pdf');
    expect(pdf).toMatchObject({ size: 8, type: 'application/pdf' });
    await expect(apiFetch('/thing', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it.each(['image/jpeg', 'image/png', 'image/heic', 'application/octet-stream'])(
    'reads a %s file (an uploaded ID) as a Blob a download can be made of',
    async (type) => {
      mockApi({
        'GET /file': () =>
          new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': type } }),
      });
      const file = await apiFetch<Blob>('/file');
      // A string here is what made `URL.createObjectURL` refuse the ID image ("Overload resolution failed").
      expect(typeof file).not.toBe('string');
      expect(file).toMatchObject({ size: 3, type });
    },
  );
});

describe('ERR-006/007/035 errors; ERR-031/032: status, message and data on one ApiError', () => {
  it.each<[unknown, string]>([
    [
      { errors: ['Email is taken', 'Email is taken.', 'Phone is invalid'] },
      'Email is taken. Phone is invalid.',
    ],
    [{ errors: [] }, 'Something unexpected happened'],
    ['<html>Bad gateway</html>', 'Something unexpected happened'],
  ])('%j → %s', async (body, message) => {
    mockApi({ 'GET /thing': () => ({ status: 400, body }) });
    const error = await apiFetch('/thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, kind: 'http', message, data: body });
  });

  it('ERR-034: a JSON answer that cannot be parsed says so, keeping its text as data', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    mockApi({
      'GET /thing': () =>
        new Response('{"errors": [', { status: 502, headers: { 'content-type': 'application/json' } }),
      'GET /ok-but-broken': () =>
        new Response('{"a": ', { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    for (const path of ['/thing', '/ok-but-broken']) {
      const error = await apiFetch(path).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FetchError);
      expect(error).toMatchObject({ kind: 'http', message: 'The response was not convertible to json' });
    }
  });

  it('ERR-031: a failed answer is a FetchError with status, data, the Response, and a message from the status field', async () => {
    mockApi({
      'GET /thing': () => ({ status: 409, body: { status: 'Application already submitted' } }),
      'GET /errors': () => ({ status: 400, body: { errors: ['Bad'], status: 'ignored' } }),
    });
    const error = await apiFetch('/thing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'FetchError',
      status: 409,
      message: 'Application already submitted',
      data: { status: 'Application already submitted' },
    });
    expect((error as FetchError).response).toBeInstanceOf(Response);
    expect((error as FetchError).response.status).toBe(409);
    // The API's own error bodies keep their joined messages (ERR-006/007).
    await expect(apiFetch('/errors')).rejects.toMatchObject({ message: 'Bad.' });
  });

  it('ERR-032: the onError callback gets the error before the call rejects with it', async () => {
    mockApi({ 'GET /thing': () => ({ status: 400, body: { errors: ['No'] } }) });
    const onError = vi.fn();
    const error = await apiFetch('/thing', { onError }).catch((caught: unknown) => caught);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ status: 400, message: 'No.', data: { errors: ['No'] } });
  });

  it('ERR-032: onError is called for a call that got no answer, too', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { fetchMock } = mockApi();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const onError = vi.fn();
    await expect(apiFetch('/down', { onError })).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'network', response: undefined }));
  });

  it('ERR-033: an API error made with no response says the response was not defined', () => {
    const error = new ApiError({ status: 0, kind: 'http' });
    expect(error.response).toBeUndefined();
    expect(error.message).toBe('The response was not defined');
  });

  it('ERR-036: a backend failure is logged (method and path, never the query); a 4xx answer is not', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    info.mockClear();
    mockApi({
      'GET /broken': () => ({ status: 500, body: {} }),
      'GET /refused': () => ({ status: 400, body: { errors: ['No'] } }),
    });
    await apiFetch('/broken', { query: { email: 'pat@example.com' } }).catch(() => undefined);
    await apiFetch('/refused').catch(() => undefined);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('[hearth] GET /broken failed: 500');
  });
});

describe('RTE-027 an ended session clears the token and goes to the right login', () => {
  it.each([
    [401, ['unauthenticated'], '/dashboard', '/auth/login?redirectUrl=%2Fdashboard'],
    [
      403,
      ['invalid signature'],
      '/account/heloc/register',
      '/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fregister',
    ],
    [403, ['Unauthenticated'], '/heloc-signer/sign', '/heloc-signer/login'],
    [401, ['expired'], '/heloc-signer/documents', '/heloc-signer/login'],
  ])('%i %j on %s → %s', async (status, errors, page, login) => {
    window.history.replaceState(null, '', page);
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi({ 'GET /thing': () => ({ status, body: { errors } }) });
    await expect(apiFetch('/thing')).rejects.toMatchObject({ status });
    expect(window.localStorage.getItem('jwt')).toBeNull();
    expect(navigate).toHaveBeenCalledWith(login, { replace: true });
  });

  it('keeps the session on a 403 for another reason', async () => {
    window.localStorage.setItem('jwt', 'Bearer t');
    mockApi({ 'GET /thing': () => ({ status: 403, body: { errors: ['Forbidden'] } }) });
    await expect(apiFetch('/thing')).rejects.toMatchObject({ status: 403 });
    expect(window.localStorage.getItem('jwt')).toBe('Bearer t');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not redirect when no token was sent (a wrong password is an answer)', async () => {
    mockApi({
      [apiKey(identityApi.login)]: () => ({ status: 401, body: { errors: ['unauthenticated'] } }),
    });
    await expect(
      apiFetch(endpointPath(identityApi.login), { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('API-008 timeout', () => {
  it('aborts after 30 s with a timeout ApiError', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.useFakeTimers();
    let seenSignal: AbortSignal | undefined;
    const { fetchMock } = mockApi();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          seenSignal = init?.signal ?? undefined;
          seenSignal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = apiFetch('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(seenSignal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, kind: 'timeout', message: 'Something unexpected happened' });
  });

  it('reports a network failure as a network ApiError with the borrower’s message, and logs it (ERR-036)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    info.mockClear();
    const { fetchMock } = mockApi();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/down')).rejects.toMatchObject({
      status: 0,
      kind: 'network',
      message: 'Something unexpected happened',
    });
    expect(info).toHaveBeenCalledWith('[hearth] GET /down failed: network');
  });
});
