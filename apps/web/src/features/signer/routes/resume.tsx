import { getSignerPage } from '@hearth/domain/signer/signer-application';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '../../../components/redirect.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Loader } from '../../../components/ui/loader.tsx';
import { PageSection } from '../../../components/ui/page-section.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useSession } from '../../../lib/session.tsx';
import { getSignerPagePath, useCurrentSignerApplication } from '../../../lib/signer-application.ts';
import { getInvitationQueryOptions } from '../api/signer-calls.ts';
import { InvitationAcceptForm } from '../components/invitation-accept-form.tsx';

/** SGN-003 resume, signed in without a link: on to the page the signer's progress names. */
function ResumeWhereLeft() {
  const { t } = useTranslation('signer');
  const query = useCurrentSignerApplication();
  return (
    <PageSection title={t('resume.resumingTitle')}>
      <QueryState query={query} loadingLabel={t('loading')}>
        {(signer) => <Redirect to={getSignerPagePath(signer ? getSignerPage(signer) : 'error')} replace />}
      </QueryState>
    </PageSection>
  );
}

/** SGN-001: the one-time invitation link (`?token=…`): who invites, then accept. */
function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation('signer');
  const navigate = useNavigate();
  const invitation = useQuery(getInvitationQueryOptions(token));
  if (invitation.isPending) {
    return <Loader isLoading label={t('resume.checking')} />;
  }
  if (invitation.error || !invitation.data) {
    return (
      <PageSection title={t('resume.invalidTitle')}>
        <Banner tone="error" announce>
          {invitation.error?.message}
        </Banner>
        <Link to={getSignerPagePath('login')} className="self-start underline">
          {t('resume.toLogin')}
        </Link>
      </PageSection>
    );
  }
  const summary = invitation.data;
  return (
    <PageSection
      title={t('resume.title', { name: summary.firstName })}
      intro={t('resume.intro', { borrower: summary.borrowerName, lender: summary.lenderName })}
    >
      <p>{t('resume.why')}</p>
      <InvitationAcceptForm
        token={token}
        invitation={summary}
        onAccepted={() => void navigate(getSignerPagePath('intro'), { replace: true })}
      />
    </PageSection>
  );
}

/**
 * SGN-003 resume: with an invitation link it accepts the invitation (public: the link is the
 * credential); without one, a signed-in signer goes on where they left off, anyone else to the login.
 */
export function Component() {
  const { t } = useTranslation('signer');
  const [search] = useSearchParams();
  const { status } = useSession();
  const token = search.get('token');
  if (token) {
    return <AcceptInvitation token={token} />;
  }
  if (status === 'anonymous') {
    return <Redirect to={getSignerPagePath('login')} replace />;
  }
  if (status === 'loading') {
    return <Loader isLoading label={t('loading')} />;
  }
  return <ResumeWhereLeft />;
}
