import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { setToken } from '../lib/session-store.ts';
import { jsonResponse } from '../test/render.tsx';
import { createConsoleRouter } from './router.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('createConsoleRouter', () => {
  it('shows a loading line while the first page checks the session, without a warning', async () => {
    setToken('aaa.bbb.ccc');
    let answerMe: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        url === endpointPath(opsApi.me)
          ? new Promise<Response>((resolve) => {
              answerMe = resolve;
            })
          : Promise.resolve(jsonResponse(404, { errors: ['Not found'] })),
      ),
    );
    const warn = vi.spyOn(console, 'warn');
    window.history.replaceState(null, '', '/ops/no-such-page');
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createConsoleRouter(client)} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the staff console…');
    answerMe(
      jsonResponse(200, {
        uuid: '11111111-1111-4111-8111-111111111111',
        email: 'a@hearth.test',
        role: 'ADMIN',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(warn).not.toHaveBeenCalled();
  });
});
