import { documentsApi } from '@hearth/domain/api/application-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { openApiPath } from '../application/test/openapi-path.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('documents in the OpenAPI document', () => {
  it('declares the list and the download with their parameters and answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{
      paths: Record<
        string,
        Record<string, { parameters?: Array<{ name: string }>; responses: Record<string, unknown> }>
      >;
    }>().paths;
    const list = paths[openApiPath(documentsApi.list)]?.get;
    const file = paths[openApiPath(documentsApi.file)]?.get;
    expect(Object.keys(list?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(file?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['uuid', 'documentUuid']),
    );
    expect(Object.keys(file?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
    const fileAnswer = file?.responses['200'] as { content?: Record<string, unknown> } | undefined;
    expect(Object.keys(fileAnswer?.content ?? {})).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png']),
    );
  });
});
