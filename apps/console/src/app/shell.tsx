import { opsApi } from '@hearth/domain/api/ops-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '../components/button.tsx';
import { callEndpoint } from '../lib/api-client.ts';
import { useMe } from '../lib/me.ts';
import { can } from '../lib/permissions.ts';
import { useSandboxAvailable } from '../lib/sandbox.ts';
import { clearToken, setSignInNotice } from '../lib/session-store.ts';
import { CONSOLE_PAGES } from './console-routes.tsx';

/** Every signed-in page: skip link, header (who, role, sign out), the role's menu, the page. */
export function Shell() {
  const me = useMe();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sandbox = useSandboxAvailable(can(me?.role, 'sandbox.clock'));
  const signOut = useMutation({
    mutationFn: () => callEndpoint(opsApi.logout, {}),
    onSettled: () => {
      clearToken();
      client.clear();
      setSignInNotice('You have signed out.');
      void navigate('/sign-in', { replace: true });
    },
  });
  const pages = CONSOLE_PAGES.filter(
    (page) => page.menu !== false && can(me?.role, page.permission) && (!page.sandboxOnly || sandbox),
  );
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:p-2 focus:outline-3 focus:outline-focus"
      >
        Skip to main content
      </a>
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-line bg-white px-6 py-3">
        <p className="text-lg font-semibold">Hearth staff console</p>
        <div className="flex items-center gap-4">
          <p>
            <span className="sr-only">Signed in as </span>
            <span data-testid="staff-email">{me?.email}</span>{' '}
            <span className="rounded bg-raised px-2 py-0.5 text-sm font-medium">{me?.role}</span>
          </p>
          <Button variant="secondary" onPress={() => signOut.mutate()} isPending={signOut.isPending}>
            Sign out
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <nav
          aria-label="Console"
          className="border-b border-line bg-white p-4 md:w-56 md:shrink-0 md:border-b-0 md:border-r"
        >
          <ul className="flex flex-wrap gap-2 md:flex-col">
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={`/${page.path}`}
                  className="block rounded px-3 py-2 hover:bg-raised focus-visible:outline-3 focus-visible:outline-focus aria-[current=page]:bg-brand aria-[current=page]:text-white"
                >
                  {page.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="flex min-w-0 flex-1 flex-col gap-6 p-6 focus:outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
