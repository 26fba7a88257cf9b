import { useTranslation } from 'react-i18next';
import { Banner } from '../ui/banner.tsx';

/** A refused or failed write: the server's message; what the borrower typed stays for a retry. */
export function SendError({ error }: { error: Error | null }) {
  const { t } = useTranslation('branch-pages');
  if (!error) {
    return null;
  }
  return (
    <Banner tone="error" announce title={t('common.sendFailed')}>
      {error.message}
    </Banner>
  );
}
