import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { clearToken } from '../../lib/session-store.ts';
import { SignInFlow } from '../sign-in/sign-in-flow.tsx';
import { AuthLayout } from '../sign-in/sign-in-page.tsx';
import { SetPasswordForm } from './set-password-form.tsx';

/** The one-time token rides in the link's fragment (never sent to a server log): `#token=…`. */
export function readInvitationToken(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * An invited staff member's first visit: choose a password, then set up the authenticator (the
 * enrolment of the sign-in), see the recovery codes, and land in the console signed in.
 */
export function InvitationPage() {
  const navigate = useNavigate();
  // Read during render (which may run more than once), removed from the address bar once shown.
  const [token] = useState(() => readInvitationToken(window.location.hash));
  useEffect(() => {
    clearToken();
    // The token has done its work once read: keep it out of the history and of any later copy of the URL.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, []);
  return (
    <AuthLayout title="Accept your invitation">
      {token ? (
        <SignInFlow
          onSignedIn={() => navigate('/', { replace: true })}
          passwordStep={(next) => <SetPasswordForm token={token} onSignedIn={next} />}
        />
      ) : (
        <Alert>This invitation link is not valid. Open the link from your invitation e-mail again.</Alert>
      )}
    </AuthLayout>
  );
}
