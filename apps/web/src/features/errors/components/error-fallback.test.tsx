import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { RouteErrorRoute } from '../../../app/route-error-route.tsx';
import { reloadPage } from '../../../lib/navigation.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { allowConsoleErrors } from '../../../test/console-guard.ts';
import { mockApi } from '../../../test/mock-api.ts';

vi.mock('../../../lib/navigation.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/navigation.ts')>()),
  reloadPage: vi.fn(),
}));

function Broken(): never {
  throw new Error('boom');
}

function renderBroken() {
  const router = createMemoryRouter([{ path: '/', Component: Broken, ErrorBoundary: RouteErrorRoute }]);
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('ERR-002…004 generic fallback page', () => {
  it('apologises, offers support contacts and both actions, and logs the error', async () => {
    allowConsoleErrors();
    mockApi();
    window.sessionStorage.setItem('hearth-import-retries', '5');
    renderBroken();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, looks like we have hit a snag!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Please click "Try again"/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '888-555-0100' })).toHaveAttribute('href', 'tel:+18885550100');
    expect(screen.getByRole('link', { name: 'support@hearth.test' })).toHaveAttribute(
      'href',
      'mailto:support@hearth.test',
    );
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(
      vi.mocked(console.error).mock.calls.some((call) => String(call[0]).includes('[hearth] page failed')),
    ).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem('hearth-import-retries')).toBeNull();
  });
});
