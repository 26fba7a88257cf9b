import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '../../components/redirect.tsx';
import { getLoginHref } from '../../lib/login-redirect.ts';
import { useSession } from '../../lib/session.tsx';

/**
 * RTE-023/025, SGN-008: pages under this layout route need a signed-in user; anyone else goes to
 * the login (the signer login on signer paths), with the page to come back to.
 */
export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  const { t } = useTranslation('common');
  if (status === 'anonymous') {
    return <Redirect to={getLoginHref(location.pathname, location.search)} replace />;
  }
  if (status === 'loading') {
    return (
      <p role="status" className="p-8 text-center">
        {t('loading')}
      </p>
    );
  }
  return <Outlet />;
}
