import { endpointPath } from '@hearth/domain/api/endpoint';
import { opsApi } from '@hearth/domain/api/ops-api';
import type { StaffRole } from '@hearth/domain/ops/staff-role';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setMe } from '../lib/me.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sandboxClockQuery } from '../lib/sandbox.ts';
import { getToken, peekSignInNotice, setToken } from '../lib/session-store.ts';
import { jsonResponse } from '../test/render.tsx';
import { Shell } from './shell.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The shell for a user of `role`; the sandbox clock answers `clockStatus` (404 in production). */
function renderShell(role: StaffRole, clockStatus = 200) {
  setToken('aaa.bbb.ccc');
  const fetchMock = vi.fn(async (url: string) => {
    if (url === endpointPath(opsApi.clock)) {
      return clockStatus === 200
        ? jsonResponse(200, { now: '2026-11-26T07:00:00.000Z', offsetMs: 0 })
        : jsonResponse(404, { errors: ['Not found'] });
    }
    return jsonResponse(204, null);
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  setMe(client, { uuid: '11111111-1111-4111-8111-111111111111', email: 'someone@hearth.test', role });
  const router = createMemoryRouter(
    [
      { path: '/', element: <Shell />, children: [{ index: true, element: <p>Page</p> }] },
      { path: '/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router, client };
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Console' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('Shell', () => {
  it('shows who is signed in, with the role, and a skip link to the page', () => {
    renderShell('MANAGER');
    expect(screen.getByTestId('staff-email')).toHaveTextContent('someone@hearth.test');
    expect(screen.getByRole('banner')).toHaveTextContent('MANAGER');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('an ADMIN sees every page, the sandbox tools once the server answers the clock', async () => {
    renderShell('ADMIN');
    await waitFor(() => expect(menuLinks()).toContain('Sandbox tools'));
    expect(menuLinks()).toEqual([
      'Pipeline',
      'Queues',
      'Chatbot feedback',
      'Chats',
      'Approvals',
      'Audit log',
      'HMDA export',
      'Staff',
      'Sandbox tools',
      'My account',
    ]);
  });

  it('in production (the clock answers 404) there are no sandbox tools', async () => {
    const { client } = renderShell('ADMIN', 404);
    await waitFor(() => expect(client.getQueryState(sandboxClockQuery.queryKey)?.status).toBe('error'));
    expect(menuLinks()).toEqual([
      'Pipeline',
      'Queues',
      'Chatbot feedback',
      'Chats',
      'Approvals',
      'Audit log',
      'HMDA export',
      'Staff',
      'My account',
    ]);
  });

  it.each([
    ['UNDERWRITER', ['Pipeline', 'Queues', 'Chatbot feedback', 'Chats', 'Approvals', 'My account']],
    ['PROCESSOR', ['Pipeline', 'Queues', 'Chatbot feedback', 'Chats', 'Approvals', 'My account']],
    ['SUPPORT', ['Pipeline', 'Queues', 'Chatbot feedback', 'Chats', 'My account']],
  ] as const)('a %s sees only the pages the role may use', (role, links) => {
    const { fetchMock } = renderShell(role);
    expect(menuLinks()).toEqual(links);
    // Without the sandbox permission the clock is not even asked.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Sign out revokes the session, forgets the token and goes to sign-in with a notice', async () => {
    const { fetchMock, router } = renderShell('SUPPORT');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(fetchMock).toHaveBeenCalledWith(
      endpointPath(opsApi.logout),
      expect.objectContaining({ method: 'POST' }),
    );
    expect(getToken()).toBeNull();
    expect(peekSignInNotice()).toBe('You have signed out.');
  });
});
