import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { getSafeRedirectUrl } from '../../../lib/login-redirect.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { withPreservedQuery } from '../../../lib/preserved-query.ts';
import { useSession } from '../../../lib/session.tsx';
import { LoginForm } from '../components/login-form.tsx';

/**
 * RTE-012/013: the legacy login. After login the user goes to `redirectUrl` when it is a slash and a
 * lowercase letter (our own page), else to /dashboard — never to another site.
 */
export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { status } = useSession();
  usePageTitle(t('login.title'));
  const target = withPreservedQuery(
    getSafeRedirectUrl(searchParams.get('redirectUrl')),
    searchParams.toString(),
  );
  if (status === 'authenticated') {
    return <Redirect to={target} replace />;
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('login.heading')}</h1>
        <p>{t('login.intro')}</p>
      </header>
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
      <p>
        {t('login.noAccount')}{' '}
        <Link to="/account/heloc/register" className="font-semibold underline">
          {t('login.register')}
        </Link>
      </p>
    </section>
  );
}
