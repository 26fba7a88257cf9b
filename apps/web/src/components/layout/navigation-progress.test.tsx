import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { NavigationProgress, PROGRESS_DELAY_MS } from './navigation-progress.tsx';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function renderWithSlowPage(slowPage: Promise<void>) {
  return renderRoutes(
    [
      {
        path: '/',
        element: <NavigationProgress />,
        children: [
          { index: true, element: <h1>First page</h1> },
          {
            path: 'next',
            loader: async () => {
              await slowPage;
              return null;
            },
            element: <h1>Next page</h1>,
          },
        ],
      },
    ],
    '/',
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('NavigationProgress', () => {
  it('shows a progress bar while the next page loads, and removes it when the page arrives', async () => {
    const slowPage = deferred();
    const { router } = renderWithSlowPage(slowPage.promise);
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => {
      void router.navigate('/next');
    });
    const bar = await screen.findByRole('progressbar', { name: 'Loading the next page' });
    expect(bar).toBeInTheDocument();

    await act(async () => slowPage.resolve());
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(router.state.location.pathname).toBe('/next');
  });

  it('shows nothing for a navigation that is over before the delay', async () => {
    const { router } = renderWithSlowPage(Promise.resolve());
    await act(async () => {
      await router.navigate('/next');
    });
    await act(() => sleep(PROGRESS_DELAY_MS * 2));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
