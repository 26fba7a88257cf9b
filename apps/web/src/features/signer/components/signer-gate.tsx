import type { SignerApplication } from '@hearth/domain/signer/signer-application';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from '../../../components/redirect.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { getSignerPagePath, useCurrentSignerApplication } from '../../../lib/signer-application.ts';

/**
 * A signer page's data: the application the owner co-signs. Nobody to sign for → the error page;
 * a withdrawn invitation or a closed application → cancelled (unless `allowInactive`).
 */
export function SignerGate({
  children,
  allowInactive = false,
}: {
  children: (signer: SignerApplication) => ReactNode;
  allowInactive?: boolean;
}) {
  const { t } = useTranslation('signer');
  const query = useCurrentSignerApplication();
  return (
    <QueryState query={query} loadingLabel={t('loading')}>
      {(signer) => {
        if (!signer) {
          return <Redirect to={getSignerPagePath('error')} replace />;
        }
        if (!signer.active && !allowInactive) {
          return <Redirect to={getSignerPagePath('cancelled')} replace />;
        }
        return children(signer);
      }}
    </QueryState>
  );
}
