import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getAdverseActionQueryOptions } from '../api/decline-calls.ts';
import { DeclinePage } from '../components/decline-page.tsx';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getAdverseActionQueryOptions(uuid)));

/** PRG-105: error/credit — the credit score decline and its notice. */
export function Component() {
  return <DeclinePage titleKey="decline.creditTitle" />;
}
