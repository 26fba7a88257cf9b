import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { registerNavigator } from '../lib/navigation.ts';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders `ui` inside the app's providers (i18n, org, a fresh query client, session). */
export function renderWithProviders(ui: ReactElement) {
  return render(<AppProviders queryClient={createQueryClient()}>{ui}</AppProviders>);
}

/** Renders a route table at `path` in a memory router, as the app does in the browser. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigator((to, options) => router.navigate(to, options));
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
