import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../components/page-heading.tsx';
import { clearSignInNotice, clearToken, peekSignInNotice } from '../../lib/session-store.ts';
import { SignInFlow } from './sign-in-flow.tsx';

/** The staff sign-in; says why the last session ended when it did (idle, revoked, disabled). */
export function SignInPage() {
  const navigate = useNavigate();
  // Read during render, cleared once shown: a render in a transition may be started over, and a
  // notice taken by the first attempt would be lost to the one that shows.
  const [notice] = useState(peekSignInNotice);
  useEffect(() => {
    clearToken();
    clearSignInNotice();
  }, []);
  return (
    <AuthLayout title="Sign in">
      <SignInFlow notice={notice} onSignedIn={() => navigate('/', { replace: true })} />
    </AuthLayout>
  );
}

/** The frame of the pages before sign-in: the product's name and one card. */
export function AuthLayout({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">Hearth staff console</p>
      <PageHeading>{title}</PageHeading>
      <div className="rounded-lg border border-line bg-white p-6 shadow-sm">{children}</div>
    </main>
  );
}
