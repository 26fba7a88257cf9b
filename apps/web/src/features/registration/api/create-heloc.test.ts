import { registrationApi } from '@hearth/domain/api/registration-api';
import type { CreateHelocBody } from '@hearth/domain/application/create-heloc-body';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { apiKey, mockApi } from '../../../test/mock-api.ts';
import { CREATE_BUSY_RETRIES, createHeloc } from './create-heloc.ts';

const CREATE = apiKey(registrationApi.createHeloc);
const BODY = {} as CreateHelocBody;
const busy = (retryAfter?: string) => ({
  status: 503,
  body: { errors: ['busy'] },
  headers: (retryAfter === undefined ? {} : { 'retry-after': retryAfter }) as Record<string, string>,
});

describe('createHeloc on a busy server', () => {
  it('waits the Retry-After, says so, and sends the same key again until created', async () => {
    let calls = 0;
    const { requests } = mockApi({
      [CREATE]: () => {
        calls += 1;
        return calls <= 2 ? busy('7') : { status: 201, body: { uuid: 'u-1', loanNumber: 'HL-1' } };
      },
    });
    const onBusy = vi.fn();
    const wait = vi.fn(async () => undefined);
    await expect(createHeloc('CA', BODY, 'key-1', { onBusy, wait })).resolves.toEqual({
      uuid: 'u-1',
      loanNumber: 'HL-1',
    });
    expect(requests.map((request) => request.headers.get('idempotency-key'))).toEqual([
      'key-1',
      'key-1',
      'key-1',
    ]);
    expect(onBusy.mock.calls).toEqual([[7], [7]]);
    expect(wait.mock.calls).toEqual([[7000], [7000]]);
  });

  it('throws a 503 without Retry-After at once, and gives up after its retries', async () => {
    mockApi({ [CREATE]: () => busy() });
    const wait = vi.fn(async () => undefined);
    await expect(createHeloc('CA', BODY, 'key-2', { wait })).rejects.toBeInstanceOf(ApiError);
    expect(wait).not.toHaveBeenCalled();

    const { requests } = mockApi({ [CREATE]: () => busy('3') });
    await expect(createHeloc('CA', BODY, 'key-3', { wait })).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(CREATE_BUSY_RETRIES + 1);
  });
});
