import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Outlet, type RouteObject, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { Redirect } from '../redirect.tsx';
import { useRouteFocus } from './use-route-focus.ts';

function Layout() {
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <>
      <header>
        <Link to="/b">Header link to B</Link>
      </header>
      <main ref={mainRef} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section>
      <h1>{title}</h1>
      {children}
    </section>
  );
}

/** A page whose heading arrives after its data, when `release` is called. */
let release: () => void = () => undefined;
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    release = () => setReady(true);
  }, []);
  return ready ? <Page title="Page C" /> : <p>Loading</p>;
}

function DialogPage() {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Page title="Page D">
      <div role="dialog" aria-label="Confirm">
        <button ref={ref} type="button">
          Confirm
        </button>
      </div>
    </Page>
  );
}

/** One route whose steps differ by query, as the classic registration's `?step=`. */
function QueryStepsPage() {
  const [params] = useSearchParams();
  const step = params.get('step') ?? '1';
  return (
    <Page key={step} title={`Step ${step}`}>
      <Link to="/steps?step=2">Continue</Link>
    </Page>
  );
}

function PageA() {
  return (
    <Page title="Page A">
      <Link to="/b">Continue to B</Link>
      <Link to="/c">Continue to C</Link>
      <Link to="/d">Continue to D</Link>
      <input aria-label="Notes" />
    </Page>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <Redirect to="/a" replace /> },
      { path: '/a', element: <PageA /> },
      { path: '/b', element: <Page title="Page B" /> },
      { path: '/c', element: <SlowPage /> },
      { path: '/d', element: <DialogPage /> },
      { path: '/steps', element: <QueryStepsPage /> },
    ],
  },
];

describe('useRouteFocus', () => {
  it('leaves focus alone on the first page, even after a redirect made while loading', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Page A' })).toBeInTheDocument();
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page’s h1 after a link in the page is followed', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/a');
    await user.click(await screen.findByRole('link', { name: 'Continue to B' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page B' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves focus from the header’s link to the new page’s h1, also from the keyboard', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/a');
    screen.getByRole('link', { name: 'Header link to B' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page B' })).toHaveFocus();
  });

  it('moves focus when only the query names the next step', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/steps?step=1');
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Step 2' })).toHaveFocus();
  });

  it('waits for a heading that comes after the route', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/a');
    await user.click(await screen.findByRole('link', { name: 'Continue to C' }));
    await screen.findByText('Loading');
    act(() => release());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page C' })).toHaveFocus();
  });

  it('keeps the focus a dialog of the new page took', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/a');
    await user.click(await screen.findByRole('link', { name: 'Continue to D' }));
    expect(await screen.findByRole('button', { name: 'Confirm' })).toHaveFocus();
  });
});
