import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useOrg } from '../../lib/org.tsx';
import { applyTheme } from '../../lib/theme.ts';
import { StatusAnnouncer } from '../ui/status-announcer.tsx';
import { ToastRegion } from '../ui/toast-region.tsx';
import { SiteBanners } from './site-banners.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useRouteFocus } from './use-route-focus.ts';

export interface SiteLayoutProps {
  children: ReactNode;
  /** Overrides the build's sandbox setting (tests, previews). */
  sandbox?: boolean;
  /** Composed by the app into the footer (the feedback link, CND-022). */
  footerExtra?: ReactNode;
  /** Composed by the app over the page (the support chat window, CHT-002). */
  overlay?: ReactNode;
}

/**
 * The page frame of every main-site and application page: skip link, header, main, footer, the
 * toast region (KIT-001) and the screen-reader status announcer (KIT-011). After a client navigation
 * focus goes to the new page's heading (useRouteFocus).
 *
 * Header, page and footer are each a Suspense boundary: a page the server rendered hydrates them
 * one after the other (decision 012), so a phone does each part's work in a task of its own rather
 * than the whole page's in one. None of them suspends once loaded.
 */
export function SiteLayout({ children, sandbox, footerExtra, overlay }: SiteLayoutProps) {
  const { theme } = useOrg().orgMetaData.companyInfo;
  useLayoutEffect(() => applyTheme(theme), [theme]);
  const mainRef = useRef<HTMLElement>(null);
  useRouteFocus(mainRef);
  return (
    <StatusAnnouncer>
      {/* The open chat panel's room (features/chat/use-page-space-for-panel.ts): beside it on a
          wide screen, below the page's end on a phone, so the panel covers nothing of the page. */}
      <div className="flex min-h-screen flex-col pr-[var(--chat-panel-inset-right,0px)] pb-[var(--chat-panel-inset-bottom,0px)]">
        <SkipLink />
        <Suspense fallback={null}>
          <SiteHeader sandbox={sandbox} />
        </Suspense>
        <Suspense fallback={null}>
          <SiteBanners sandbox={sandbox} />
        </Suspense>
        <main
          ref={mainRef}
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          // At least a screen tall: the footer never shows first, then jumps down when the page arrives (CLS).
          className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-8 outline-none lg:px-8"
        >
          <Suspense fallback={null}>
            {children}
            <PageCommitted />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <SiteFooter extra={footerExtra} />
        </Suspense>
      </div>
      <ToastRegion />
      {overlay}
    </StatusAnnouncer>
  );
}

/**
 * Marks the document once the page's part has committed (hydrated or rendered): from then on its
 * fields' handlers are live, and `public/hydrate-after-paint.js` hands them what was typed before.
 */
function PageCommitted() {
  useEffect(() => {
    document.documentElement.setAttribute('data-page-hydrated', '');
  }, []);
  return null;
}
