import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useReviewCopy } from '../../../components/review/use-review-copy.ts';
import { WaitingPage } from '../../../components/review/waiting-page.tsx';
import { useApplicationUuid } from '../../../lib/heloc-application.ts';
import { applicationPageLoader, loadQuery } from '../../../lib/route-data.ts';
import { getCreditCheckQueryOptions } from '../api/credit-calls.ts';

/** The page's data, loaded before it renders (decision 016). */
export const loader = applicationPageLoader((uuid) => loadQuery(getCreditCheckQueryOptions(uuid)));

/**
 * PRG-058: review-app/no-credit — no credit file even with the SSN (CREDIT_NO_MATCH_SSN). The last
 * four digits searched, so a mistyped number can be spotted and corrected by our team.
 */
export function Component() {
  const { t } = useTranslation('branch-pages');
  const uuid = useApplicationUuid();
  const check = useQuery(getCreditCheckQueryOptions(uuid));
  const copy = useReviewCopy('noCredit', 3);
  const lastFour = check.data?.ssnMasked?.slice(-4);
  const intro = lastFour ? t('noCredit.intro', { lastFour }) : t('noCredit.introNoSsn');
  return <WaitingPage {...copy} intro={intro} />;
}
