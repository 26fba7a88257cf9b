import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { type ServerRenderContext, setServerRenderContextReader } from '../lib/render-context.ts';
import { makeOrgPayload } from '../test/org-fixture.ts';
import { Redirect } from './redirect.tsx';

const UUID = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** `page` at `/account/heloc/{UUID}/start/profile`, beside the page it may send to. */
function renderAtStartProfile(page: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: '/account/heloc/:uuid',
        children: [
          { path: 'start/profile', element: <main>{page}</main> },
          { path: 'product/select', element: <h1>Choose your offer</h1> },
        ],
      },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ['/dashboard', `/account/heloc/${UUID}/start/profile`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('Redirect in the browser', () => {
  it('navigates as Navigate does, relative to its route, replacing the entry', async () => {
    const router = renderAtStartProfile(<Redirect to="../product/select?from=OFFER_SELECTION" replace />);
    expect(await screen.findByRole('heading', { name: 'Choose your offer' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: `/account/heloc/${UUID}/product/select`,
      search: '?from=OFFER_SELECTION',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('Redirect inside a server render (decision 012)', () => {
  let context: ServerRenderContext;

  function renderOnTheServer(page: ReactNode) {
    context = {
      jwt: 'Bearer t',
      org: makeOrgPayload(),
      queryClient: createQueryClient(),
      fetch: vi.fn<typeof fetch>(),
    };
    setServerRenderContextReader(() => context);
    return renderAtStartProfile(page);
  }

  afterEach(() => {
    setServerRenderContextReader(() => undefined);
  });

  it('records where it leads, resolved as the browser would, renders nothing and goes nowhere', () => {
    const router = renderOnTheServer(<Redirect to="../product/select?from=OFFER_SELECTION" replace />);
    expect(context.redirectTo).toBe(`/account/heloc/${UUID}/product/select?from=OFFER_SELECTION`);
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
    expect(router.state.location.pathname).toBe(`/account/heloc/${UUID}/start/profile`);
  });

  it('keeps the first redirect rendered', () => {
    renderOnTheServer(
      <>
        <Redirect to="/dashboard" />
        <Redirect to="../product/select" />
      </>,
    );
    expect(context.redirectTo).toBe('/dashboard');
  });
});
