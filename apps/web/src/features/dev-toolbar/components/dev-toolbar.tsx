import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useToggleShortcut } from '../hooks/use-toggle-shortcut.ts';
import { DevLoginForms } from './dev-login-forms.tsx';

type Outcome = 'failed' | 'success' | null;

/**
 * ORG-024/025: the hidden developer login toolbar, toggled by Shift+Alt+X. Any failure shows
 * 'Something unexpected happened logging you in' (ERR-028).
 */
export function DevToolbar({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const { t } = useTranslation('auth');
  const { login, loginWithToken } = useSession();
  const [open, setOpen] = useState(initiallyOpen);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const toggle = useCallback(() => setOpen((current) => !current), []);
  useToggleShortcut(toggle);

  const attempt = async (action: () => Promise<void>) => {
    setOutcome(null);
    try {
      await action();
      setOutcome('success');
    } catch {
      setOutcome('failed');
    }
  };

  if (!open) {
    return null;
  }
  return (
    <aside
      aria-label={t('devToolbar.label')}
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col gap-3 border-t-2 border-line bg-raised p-4 shadow-lg"
    >
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm">{t('devToolbar.hint')}</p>
        <Button variant="ghost" size="sm" onPress={toggle}>
          {t('devToolbar.close')}
        </Button>
      </div>
      {outcome === 'failed' ? (
        <Banner tone="error" announce>
          {t('devToolbar.failed')}
        </Banner>
      ) : null}
      {outcome === 'success' ? (
        <Banner tone="success" announce>
          {t('devToolbar.success')}
        </Banner>
      ) : null}
      <DevLoginForms
        onCredentials={(email, password) => attempt(() => login(email, password))}
        onToken={(jwt) => attempt(() => loginWithToken(jwt))}
      />
    </aside>
  );
}
