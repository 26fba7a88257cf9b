import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api.ts';
import { getServerStepQueryOptions } from './heloc-application.ts';
import { createQueryClient } from './query-client.ts';

const UUID = '0b7f5a8e-2222-4aaa-8bbb-123456789abc';

afterEach(() => {
  vi.useRealTimers();
});

describe('API-018 the status call', () => {
  it('answers from the last call for under 250 ms, then asks the server again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let step = 'WAITING_FOR_SOFT_CREDIT';
    const { requests } = mockApi({
      [`GET /service-krang-heloc/borrower/secure/api/v1/${UUID}/status`]: () => ({
        body: { serverStep: step },
      }),
    });
    const client = createQueryClient();
    const statusCalls = () => requests.filter((request) => request.url.includes('/status')).length;

    expect(await client.fetchQuery(getServerStepQueryOptions(UUID))).toEqual({ serverStep: step });
    step = 'OFFER_SELECTION';
    vi.advanceTimersByTime(249);
    expect(await client.fetchQuery(getServerStepQueryOptions(UUID))).toEqual({
      serverStep: 'WAITING_FOR_SOFT_CREDIT',
    });
    expect(statusCalls()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(await client.fetchQuery(getServerStepQueryOptions(UUID))).toEqual({
      serverStep: 'OFFER_SELECTION',
    });
    expect(statusCalls()).toBe(2);
  });
});
