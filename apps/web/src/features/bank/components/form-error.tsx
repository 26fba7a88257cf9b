import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';

/** A failed send: the server's message; what the borrower typed stays in the form for a retry. */
export function FormError({ error }: { error: Error | null }) {
  const { t } = useTranslation('bank');
  if (!error) {
    return null;
  }
  return (
    <Banner tone="error" announce title={t('errors.sendFailed')}>
      {error.message}
    </Banner>
  );
}
