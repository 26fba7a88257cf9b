import './styles/index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { prefetchStartData } from './app/start-data.ts';
import { readOrgPayload } from './lib/org.tsx';
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

prefetchStartData(org?.orgCode);
const router = createAppRouter();
// A transition lets React render the first page in slices, so a slow phone can still respond to
// input while it does.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
