import { useEffect } from 'react';
import { useOrg } from './org.tsx';

/**
 * ORG-009: the document title is the company short name plus the page title. The two are joined by
 * " | " so that tabs and screen readers read them apart ("Hearth | Dashboard").
 */
export const PAGE_TITLE_SEPARATOR = ' | ';

export function formatPageTitle(companyNameShort: string, title: string): string {
  return title ? `${companyNameShort}${PAGE_TITLE_SEPARATOR}${title}` : companyNameShort;
}

export function usePageTitle(title: string): void {
  const { companyNameShort } = useOrg().orgMetaData.companyInfo;
  useEffect(() => {
    document.title = formatPageTitle(companyNameShort, title);
  }, [companyNameShort, title]);
}
