import { telemetryApi } from '@hearth/domain/api/telemetry-api';
import { TELEMETRY_SESSION_FAILED_MESSAGE } from '@hearth/domain/errors/error-messages';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointPattern } from '../test/mock-api.ts';
import { establishTelemetrySession, TELEMETRY_SESSION_ATTEMPTS } from './telemetry-session.ts';

const SESSION = endpointPattern(telemetryApi.session, { context: 'heloc' });
const sessionKey = {
  uuid: '0b7e4f3c-2a1d-4c5b-9e8f-7a6b5c4d3e2f',
  epoch: 1_700_000_000_000,
  trackerUuid: '1c8f5a4d-3b2e-4d6c-8f9a-8b7c6d5e4f3a',
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers the session call with a 503 `failures` times, then with a session key. */
function answerAfter(failures: number) {
  let calls = 0;
  server.use(
    http.post(SESSION, () => {
      calls += 1;
      return calls <= failures
        ? HttpResponse.json({ errors: ['Service unavailable'] }, { status: 503 })
        : HttpResponse.json({ sessionKey });
    }),
  );
  return () => calls;
}

describe('API-062 the telemetry session takes up to 3 attempts', () => {
  it('is established on the third attempt after two failures', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const calls = answerAfter(2);
    await expect(establishTelemetrySession()).resolves.toEqual(sessionKey);
    expect(calls()).toBe(3);
  });

  it('fails after three failures with ERR-029’s message, and asks no fourth time', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const calls = answerAfter(5);
    const failure = await establishTelemetrySession().catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe(TELEMETRY_SESSION_FAILED_MESSAGE);
    expect((failure as Error).cause).toMatchObject({ status: 503 });
    expect(calls()).toBe(TELEMETRY_SESSION_ATTEMPTS);
    expect(TELEMETRY_SESSION_ATTEMPTS).toBe(3);
  });

  it('asks once when the first attempt answers', async () => {
    const calls = answerAfter(0);
    await establishTelemetrySession();
    expect(calls()).toBe(1);
  });
});
