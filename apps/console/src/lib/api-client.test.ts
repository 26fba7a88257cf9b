import { opsAuditApi } from '@hearth/domain/api/audit-api';
import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { opsFileApi } from '@hearth/domain/api/ops-file-api';
import { staffApi } from '@hearth/domain/api/staff-api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/render.tsx';
import { callEndpoint, registerSessionEndedHandler } from './api-client.ts';
import { ConsoleApiError, errorMessage, PERMISSION_MESSAGE, SESSION_ENDED_MESSAGE } from './api-error.ts';
import { getToken, peekSignInNotice, resetTokenCache, setToken } from './session-store.ts';

const STAFF_UUID = '7b0f4a52-54a8-4d3e-9d7c-2a3e1c9f0a11';

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn(
    async (_url: string, _init: RequestInit) => responses.shift() ?? jsonResponse(500, {}),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  registerSessionEndedHandler(() => {});
});

describe('callEndpoint', () => {
  it('sends the stored token as Authorization, never in the URL, and returns the JSON', async () => {
    setToken('abc.def.ghi');
    const fetchMock = stubFetch(jsonResponse(200, { uuid: STAFF_UUID, email: 'a@b.test', role: 'ADMIN' }));
    const me = await callEndpoint(opsApi.me, {});
    expect(me.email).toBe('a@b.test');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpointPath(opsApi.me));
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer abc.def.ghi');
  });

  it('reads a document (a PDF, an image) as a Blob of its type', async () => {
    setToken('abc.def.ghi');
    for (const type of ['application/pdf', 'image/jpeg']) {
      stubFetch(
        new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': type } }),
      );
      const params = { uuid: STAFF_UUID, documentUuid: STAFF_UUID };
      const blob = await callEndpoint(opsFileApi.viewDocument, { params });
      expect((blob as Blob).type).toBe(type);
      expect((blob as Blob).size).toBe(4);
    }
  });

  it('fills path parameters and sends the body as JSON', async () => {
    setToken('abc.def.ghi');
    const fetchMock = stubFetch(jsonResponse(200, {}));
    await callEndpoint(opsApi.approveProposal, {
      params: { id: STAFF_UUID },
      body: { reason: 'Checked twice' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpointPath(opsApi.approveProposal, { id: STAFF_UUID }));
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ reason: 'Checked twice' }));
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('puts the query in the URL, leaving out empty filters', async () => {
    setToken('abc.def.ghi');
    const fetchMock = stubFetch(jsonResponse(200, { items: [], page: 2, pageSize: 50, total: 0 }));
    await callEndpoint(opsAuditApi.list, {
      query: { action: 'staff.invited', actorUuid: undefined, page: 2 },
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${endpointPath(opsAuditApi.list)}?action=staff.invited&page=2`,
    );
  });

  it('keeps a renewed token from the answer', async () => {
    setToken('old.token.x');
    stubFetch(jsonResponse(200, [], { authorization: 'Bearer new.token.y' }));
    await callEndpoint(staffApi.sessions, {});
    expect(getToken()).toBe('Bearer new.token.y');
    resetTokenCache();
    expect(getToken()).toBe('Bearer new.token.y');
    expect(window.localStorage.length).toBe(0);
  });

  it('on a 401 with a token: drops the token, leaves the sign-in page a notice, and says so', async () => {
    setToken('abc.def.ghi');
    const ended = vi.fn();
    registerSessionEndedHandler(ended);
    stubFetch(jsonResponse(401, { errors: ['unauthenticated'] }));
    await expect(callEndpoint(opsApi.me, {})).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(peekSignInNotice()).toBe(SESSION_ENDED_MESSAGE);
  });

  it('a 401 without a token (a wrong code at sign-in) is only an error', async () => {
    const ended = vi.fn();
    registerSessionEndedHandler(ended);
    stubFetch(jsonResponse(401, { errors: ['The authentication code is not valid'] }));
    const error = await callEndpoint(staffApi.secondFactor, {
      body: { challenge: 'c'.repeat(20), code: '123456' },
    }).catch((caught: unknown) => caught);
    expect(errorMessage(error)).toBe('The authentication code is not valid');
    expect(ended).not.toHaveBeenCalled();
  });

  it('a 403 for the role says the user has no permission; a 403 with a reason gives the reason', async () => {
    setToken('abc.def.ghi');
    stubFetch(
      jsonResponse(403, { errors: ['Your role does not allow this'] }),
      jsonResponse(403, { errors: ['You cannot approve or reject your own proposal; another checker must'] }),
    );
    expect(errorMessage(await callEndpoint(staffApi.list, {}).catch((e: unknown) => e))).toBe(
      PERMISSION_MESSAGE,
    );
    expect(
      errorMessage(
        await callEndpoint(opsApi.approveProposal, {
          params: { id: STAFF_UUID },
          body: { reason: 'Looks right' },
        }).catch((e: unknown) => e),
      ),
    ).toBe('You cannot approve or reject your own proposal; another checker must');
  });

  it('a 409 carries the server message', async () => {
    setToken('abc.def.ghi');
    stubFetch(jsonResponse(409, { errors: ['This proposal has already been decided'] }));
    const error = await callEndpoint(opsApi.rejectProposal, {
      params: { id: STAFF_UUID },
      body: { reason: 'No longer needed' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(errorMessage(error)).toBe('This proposal has already been decided');
  });

  it('no answer at all is status 0 with a plain sentence', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await callEndpoint(opsApi.me, {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0 });
    expect(errorMessage(error)).toMatch(/could not be reached/);
  });
});
