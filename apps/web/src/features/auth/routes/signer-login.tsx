import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { withPreservedQuery } from '../../../lib/preserved-query.ts';
import { useSession } from '../../../lib/session.tsx';
import { LoginForm } from '../components/login-form.tsx';

/** SGN-008: the additional signer's login (public); a signed-in signer resumes where they were. */
const SIGNER_RESUME_PATH = '/heloc-signer/resume';

export function Component() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const { status } = useSession();
  usePageTitle(t('signerLogin.title'));
  const target = withPreservedQuery(SIGNER_RESUME_PATH, search);
  if (status === 'authenticated') {
    return <Redirect to={target} replace />;
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 py-12">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('signerLogin.heading')}</h1>
        <p>{t('signerLogin.intro')}</p>
      </header>
      <LoginForm onLoggedIn={() => navigate(target, { replace: true })} />
    </section>
  );
}
