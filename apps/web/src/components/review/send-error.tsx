import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../lib/validation-message.ts';
import { Banner } from '../ui/banner.tsx';

/** A refused or failed write: the server's message in the page language; what the borrower typed stays for a retry. */
export function SendError({ error }: { error: Error | null }) {
  const { t } = useTranslation('branch-pages');
  const describeError = useErrorMessage();
  if (!error) {
    return null;
  }
  return (
    <Banner tone="error" announce title={t('common.sendFailed')}>
      {describeError(error)}
    </Banner>
  );
}
