import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, endpointPath } from './endpoint.ts';

const document = defineEndpoint({
  id: 'documents.pdf',
  method: 'GET',
  path: '/service-application/api/v1/application/heloc/:uuid/documents/:documentUuid',
  auth: 'bearer',
  params: z.object({ uuid: z.string(), documentUuid: z.string() }),
  response: 'file',
});

describe('endpointPath', () => {
  it('fills every segment, URI-encoded', () => {
    expect(endpointPath(document, { uuid: 'a b', documentUuid: 'x/y' })).toBe(
      '/service-application/api/v1/application/heloc/a%20b/documents/x%2Fy',
    );
  });

  it.each([
    [{ uuid: 'a' }, 'documentUuid'],
    [{ uuid: '', documentUuid: 'b' }, 'uuid'],
    [undefined, 'uuid'],
  ])('refuses a missing segment (%j)', (params, name) => {
    expect(() => endpointPath(document, params)).toThrow(`documents.pdf: missing path parameter "${name}"`);
  });

  it('leaves a path without segments as it is', () => {
    expect(endpointPath({ id: 'x.y', path: '/identity/api/v1/login' })).toBe('/identity/api/v1/login');
  });
});
