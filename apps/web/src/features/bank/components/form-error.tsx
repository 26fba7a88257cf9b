import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { useErrorMessage } from '../../../lib/validation-message.ts';

/** A failed send: the server's message in the page language; what the borrower typed stays in the form for a retry. */
export function FormError({ error }: { error: Error | null }) {
  const { t } = useTranslation('bank');
  const describeError = useErrorMessage();
  if (!error) {
    return null;
  }
  return (
    <Banner tone="error" announce title={t('errors.sendFailed')}>
      {describeError(error)}
    </Banner>
  );
}
