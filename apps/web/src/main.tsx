import './styles/index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter, loadRouteModules } from './app/router.tsx';
import { readServerRenderedPage } from './app/server-render-state.ts';
import { shellStringsLoaded } from './lib/i18n.ts';
import { readOrgPayload } from './lib/org.tsx';
import { queryClient } from './lib/query-client.ts';
import { getJwt, hasRegisterAnswers, readTokenId } from './lib/storage.ts';
import { applyTheme } from './lib/theme.ts';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// Theme before the first paint, so pages outside SiteLayout (maintenance, fallback) carry the brand too.
const org = readOrgPayload();
if (org) {
  applyTheme(org.orgMetaData.companyInfo.theme);
}

/**
 * Decision 012: a page the server rendered for this browser's session is hydrated from the state
 * sent with it; any other page (no session cookie, another session, a page the server declined)
 * renders here from scratch, replacing whatever the server sent. So does a page whose lender data
 * did not arrive (the app shows only ERR-001's message, not the page the server drew) and one whose
 * code cannot be loaded once ERR-005's reloads are spent: the router then loads it again, fails,
 * and shows the error fallback, as on a page rendered here. Either way the shell's strings are in
 * memory first, in the page's language (lib/i18n.ts).
 */
async function start(root: HTMLElement) {
  await shellStringsLoaded();
  const serverPage = readServerRenderedPage();
  const jwt = getJwt();
  if (
    serverPage &&
    org &&
    rendersForThisBrowser(serverPage.sessionId, jwt) &&
    (await routeModulesLoaded(serverPage.routeIds))
  ) {
    hydrate(queryClient, serverPage.queries);
    // Each step in a task of its own: a phone stays responsive between them.
    await nextTask();
    const router = createAppRouter(serverPage.router);
    await nextTask();
    // A transition lets React hydrate in slices, so the page answers input while it does.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
    return;
  }
  const router = createAppRouter();
  // A transition lets React render the first page in slices, so a slow phone can still respond to
  // input while it does.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * A signed-in page hydrates for the session it was rendered for; a visitor's page for a browser that
 * holds no token and no register answers of its own (the server rendered the steps empty).
 */
function rendersForThisBrowser(sessionId: string | null, jwt: string | null): boolean {
  if (sessionId === null) {
    return jwt === null && !hasRegisterAnswers();
  }
  return jwt !== null && readTokenId(jwt) === sessionId;
}

/** Whether the matched pages' code loaded (a failure reloads the page until ERR-005's limit). */
async function routeModulesLoaded(routeIds: readonly string[]): Promise<boolean> {
  try {
    await loadRouteModules(routeIds);
    return true;
  } catch {
    return false;
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// In a task of its own, apart from evaluating the app's modules.
setTimeout(() => void start(container), 0);
