import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider as ReactAriaLocale } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from '../lib/i18n.ts';
import { OrgProvider } from '../lib/org.tsx';
import { queryClient as defaultQueryClient } from '../lib/query-client.ts';
import { SessionProvider } from '../lib/session.tsx';
import { useFormat } from '../lib/use-format.ts';

/** React Aria's own words (a combobox's announcements, hidden dismiss buttons) in the page's language. */
function KitLocale({ children }: { children: ReactNode }) {
  return <ReactAriaLocale locale={useFormat().locale}>{children}</ReactAriaLocale>;
}

/** Language, organisation (ERR-001 when missing), server state and session, in that order. */
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
    <I18nextProvider i18n={i18n}>
      <KitLocale>
        <OrgProvider>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>{children}</SessionProvider>
          </QueryClientProvider>
        </OrgProvider>
      </KitLocale>
    </I18nextProvider>
  );
}
