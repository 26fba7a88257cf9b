import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { isDevToolbarEnabled } from '../features/dev-toolbar/is-dev-toolbar-enabled.ts';
import { loadSession } from '../lib/session-data.ts';

const DevToolbar = lazy(async () => ({
  default: (await import('../features/dev-toolbar/components/dev-toolbar.tsx')).DevToolbar,
}));

/** The top of the route tree: the page, scroll restoration and (outside production) the dev toolbar. */
export function RootRoute() {
  return (
    <>
      {/* A page whose catalogue is still loading (lib/i18n.ts) shows the loading line, not a blank page. */}
      <Suspense fallback={<RootHydrateFallback />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
      {isDevToolbarEnabled() ? (
        <Suspense fallback={null}>
          <DevToolbar />
        </Suspense>
      ) : null}
    </>
  );
}

/** Every page's header reads the session, so every page loads it (decision 016). */
export async function rootLoader(): Promise<null> {
  await loadSession();
  return null;
}

/** Shown while the first page's module and loaders load. */
export function RootHydrateFallback() {
  const { t } = useTranslation('common');
  return (
    <p role="status" className="p-8 text-center">
      {t('loading')}
    </p>
  );
}
