// jsdom (the default): hydration needs a document. The page itself is rendered in a worker thread,
// a realm with Node's globals only, as on the server (test/server-realm.ts says why not here).
import { SERVER_RENDER_STATE_ELEMENT_ID } from '@hearth/domain/server-render/page-render';
import { hydrate } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, loadRouteModules } from './app/router.tsx';
import { readServerRenderedPage } from './app/server-render-state.ts';
import { queryClient } from './lib/query-client.ts';
import { getJwt, readTokenId } from './lib/storage.ts';
import { renderInServerRealm } from './test/server-realm.ts';
import { borrowerApi, createApiFetch, PAT } from './test/server-render.ts';

// A worker compiles the app for its render: room for the shared two-core machine.
vi.setConfig({ testTimeout: 60_000 });

const PATH = `/account/heloc/${PAT.application.uuid}/product/select`;

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  queryClient.clear();
  document.body.innerHTML = '';
});

/** What index.html carries for a page the server rendered: the markup in #root, the state beside it. */
async function loadServerRenderedPage(): Promise<HTMLElement> {
  const { result, consoleMessages } = await renderInServerRealm(PATH);
  expect(consoleMessages).toEqual([]);
  if (result.kind !== 'page') {
    throw new Error(`expected a page, got ${JSON.stringify(result)}`);
  }
  window.history.replaceState(null, '', PATH);
  window.localStorage.setItem('jwt', PAT.jwt);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = result.html;
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = SERVER_RENDER_STATE_ELEMENT_ID;
  state.textContent = JSON.stringify({ ...result.state, sessionId: readTokenId(PAT.jwt) });
  document.body.append(container, state);
  return container;
}

/** main.tsx's hydration, step by step; the recoverable errors React reports (a mismatch is one). */
async function hydrateAsMainDoes(container: HTMLElement): Promise<unknown[]> {
  const serverPage = readServerRenderedPage();
  const jwt = getJwt();
  if (!serverPage || jwt === null || readTokenId(jwt) !== serverPage.sessionId) {
    throw new Error('main.tsx would not hydrate this page');
  }
  hydrate(queryClient, serverPage.queries);
  await loadRouteModules(serverPage.routeIds);
  const router = createAppRouter(serverPage.router);
  const recoverableErrors: unknown[] = [];
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
  });
  return recoverableErrors;
}

function summaryValue(label: string): string {
  const summary = screen.getByRole('region', { name: 'Your offer summary' });
  return within(summary).getByText(label).nextElementSibling?.textContent ?? '';
}

describe('a page the server rendered (decision 012) hydrates in the browser', () => {
  it('product/select: without a mismatch, on the server’s own nodes, and then answers input', async () => {
    const container = await loadServerRenderedPage();
    const { fetch, calls } = createApiFetch(borrowerApi(PAT));
    vi.stubGlobal('fetch', fetch);
    const serverHeading = screen.getByRole('heading', { level: 1, name: 'Choose your offer' });

    expect(await hydrateAsMainDoes(container)).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
    // Hydrated rather than rendered again: the heading is the node the server sent.
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your offer' })).toBe(serverHeading);
    // Its data came with it: nothing is asked of the API again.
    expect(calls).toEqual([]);

    const user = userEvent.setup({ delay: null });
    expect(summaryValue('Fixed term')).toBe('10 years');
    await user.click(screen.getByRole('radio', { name: /15-year fixed/ }));
    expect(summaryValue('Fixed term')).toBe('15 years');
    expect(summaryValue('APR')).toBe('9.75%');
  });
});
