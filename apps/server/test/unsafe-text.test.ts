import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { describe, expect, it } from 'vitest';
import { MAX_NESTING, UNSAFE_TEXT_MESSAGE } from '../src/lib/unsafe-text.ts';
import { seedApplication, staffRequest, useTestAppWithStaff } from '../src/modules/ops/ops-test-support.ts';
import { injectEndpoint, RAW, withRawSegment } from './inject-endpoint.ts';

const staff = useTestAppWithStaff();

const HOSTILE = [
  ['a NUL', 'before\u0000after'],
  ['a lone high surrogate', 'before\uD800after'],
  ['a lone low surrogate', '\uDC00'],
  ['a high surrogate at the end', 'end\uDBFF'],
  ['two high surrogates', '\uD800\uD800\uDC00'],
] as const;

function event(body: unknown) {
  return injectEndpoint(staff.t.app, telemetryApi.event, {
    params: { context: 'borrower' },
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A lone surrogate survives JSON only as an escape: JSON.stringify writes it so. */
describe('a string PostgreSQL cannot store is a 400 naming the field, on every route', () => {
  it.each(HOSTILE)('refuses %s in a public telemetry event, wherever it is', async (_case, text) => {
    const cases: [unknown, string][] = [
      [{ event: text }, 'body.event'],
      [{ event: 'page_view', eventProperties: { note: text } }, 'body.eventProperties.note'],
      [
        { event: 'page_view', eventProperties: { list: ['ok', { deep: text }] } },
        'body.eventProperties.list.1.deep',
      ],
      [{ event: 'page_view', eventProperties: { [text]: 1 } }, 'body.eventProperties: a property name'],
    ];
    for (const [body, where] of cases) {
      const response = await event(body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: string[] }>().errors).toEqual([
        where.includes(':') ? `${where} ${UNSAFE_TEXT_MESSAGE}` : `${where}: ${UNSAFE_TEXT_MESSAGE}`,
      ]);
    }
  });

  it('refuses it in params and the query string too', async () => {
    const inParams = await staff.t.app.inject({
      method: 'POST',
      url: withRawSegment(endpointPath(telemetryApi.event, { context: RAW }), 'bor%00rower'),
      payload: { event: 'page_view' },
    });
    expect(inParams.statusCode).toBe(400);
    expect(inParams.json()).toEqual({ errors: [`params.context: ${UNSAFE_TEXT_MESSAGE}`] });
    const inQuery = await staff.t.app.inject({
      method: 'POST',
      url: `${endpointPath(telemetryApi.event, { context: 'borrower' })}?organization=hea%00rth`,
      payload: { event: 'page_view' },
    });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toEqual({ errors: [`querystring.organization: ${UNSAFE_TEXT_MESSAGE}`] });
  });

  it.each(HOSTILE)(
    'refuses %s in a condition title, where staff text reaches the database',
    async (_case, text) => {
      const { uuid } = await seedApplication(staff.t.app);
      const response = await staffRequest(staff.t.app, staff.staffJwt, opsApi.raiseCondition, {
        params: { uuid },
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          category: 'GENERIC_DOCUMENT_REQUEST',
          title: `Title ${text}`,
          description: 'Please send it',
        }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ errors: [`body.title: ${UNSAFE_TEXT_MESSAGE}`] });
    },
  );

  it('refuses JSON nested deeper than any request takes, without walking it recursively', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await staff.t.app.inject({
      method: 'POST',
      url: endpointPath(telemetryApi.event, { context: 'borrower' }),
      headers: { 'content-type': 'application/json' },
      payload: `{"event":"page_view","eventProperties":{"deep":${deep}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: string[] }>().errors[0]).toContain(
      `nested deeper than ${MAX_NESTING} levels`,
    );
  });

  it('keeps paired surrogates (an emoji) and ordinary text', async () => {
    const response = await event({ event: 'page_view', eventProperties: { note: 'house 🏡 ok' } });
    expect(response.statusCode).toBe(200);
  });
});
