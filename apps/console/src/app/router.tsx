import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, redirect } from 'react-router';
import { registerSessionEndedHandler } from '../lib/api-client.ts';
import { meQuery } from '../lib/me.ts';
import { can } from '../lib/permissions.ts';
import { getToken } from '../lib/session-store.ts';
import { InvitationPage } from '../pages/invitation/invitation-page.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { SignInPage } from '../pages/sign-in/sign-in-page.tsx';
import { ConsoleLoading } from './console-loading.tsx';
import { CONSOLE_PAGES } from './console-routes.tsx';
import { RouteError } from './route-error.tsx';
import { Shell } from './shell.tsx';

export const SIGN_IN_PATH = '/sign-in';

/** The console's routes under /ops: sign-in and the invitation, then the signed-in shell's pages. */
export function createConsoleRouter(queryClient: QueryClient) {
  const requireSession = async () => {
    if (!getToken()) {
      throw redirect(SIGN_IN_PATH);
    }
    return queryClient.ensureQueryData(meQuery);
  };
  const router = createBrowserRouter(
    [
      { path: SIGN_IN_PATH, Component: SignInPage },
      { path: '/invitation', Component: InvitationPage },
      {
        path: '/',
        Component: Shell,
        HydrateFallback: ConsoleLoading,
        loader: requireSession,
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            loader: async () => {
              const me = await requireSession();
              const first = CONSOLE_PAGES.find(
                (page) => page.menu !== false && can(me.role, page.permission),
              );
              return redirect(`/${first?.path ?? 'account'}`);
            },
          },
          ...CONSOLE_PAGES.map((page) => ({
            path: page.path,
            errorElement: <RouteError />,
            lazy: async () => ({ Component: (await page.load()).default }),
          })),
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
    { basename: '/ops' },
  );
  registerSessionEndedHandler(() => {
    queryClient.clear();
    void router.navigate(SIGN_IN_PATH, { replace: true });
  });
  return router;
}
