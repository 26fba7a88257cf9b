import { LOCALE_OF, toLanguage } from '@hearth/domain/i18n/language';
import { DEFAULT_LANGUAGE } from '@hearth/domain/profile/language';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider as ReactAriaLocale } from 'react-aria-components/I18nProvider';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n as appI18n } from '../lib/i18n.ts';
import { OrgProvider } from '../lib/org.tsx';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { ServerDrawnProvider } from '../lib/server-drawn.tsx';
import { SessionProvider } from '../lib/session.tsx';

/**
 * React Aria's own words (a combobox's announcements, hidden dismiss buttons) in the page's language.
 * The locale alone, not `useFormat`: its formatters carry the phone metadata and decimal arithmetic,
 * which every page would then load.
 */
function KitLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ReactAriaLocale locale={LOCALE_OF[toLanguage(i18n.language) ?? DEFAULT_LANGUAGE]}>
      {children}
    </ReactAriaLocale>
  );
}

/**
 * Whether the page is still the server's (lib/server-drawn.tsx), then language, organisation (ERR-001
 * when missing), server state and session, in that order.
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
  i18n = appI18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server renders each page with an instance in that page's language (lib/i18n.ts). */
  i18n?: I18n;
}) {
  return (
    <ServerDrawnProvider>
      <I18nextProvider i18n={i18n}>
        <KitLocale>
          <OrgProvider>
            <QueryClientProvider client={queryClient}>
              <SessionProvider>{children}</SessionProvider>
            </QueryClientProvider>
          </OrgProvider>
        </KitLocale>
      </I18nextProvider>
    </ServerDrawnProvider>
  );
}
