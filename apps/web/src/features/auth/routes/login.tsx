import { useTranslation } from 'react-i18next';
import { type ActionFunctionArgs, Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { findLoginTarget } from '../lib/login-target.ts';

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
  const target = findLoginTarget(searchParams);
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

/** The log-in sent without scripts; its code loads only then (on the server), not with the page. */
export async function action(args: ActionFunctionArgs) {
  return (await import('./login-action.ts')).answerLogin(args);
}
