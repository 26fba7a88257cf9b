import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

interface DevLoginFormsProps {
  onCredentials: (email: string, password: string) => Promise<void>;
  onToken: (jwt: string) => Promise<void>;
}

/** ORG-024: log in by email and password, or by pasting a jwt. */
export function DevLoginForms({ onCredentials, onToken }: DevLoginFormsProps) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [token, setToken] = useState('');
  const submit = (action: () => Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    void action();
  };
  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <form onSubmit={submit(() => onCredentials(email, password))} className="flex flex-1 flex-col gap-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">{t('devToolbar.credentialsLegend')}</legend>
          <TextField label={t('devToolbar.email')} type="email" value={email} onChange={setEmail} />
          <TextField
            label={t('devToolbar.password')}
            type="password"
            value={password}
            onChange={setPassword}
          />
        </fieldset>
        <Button type="submit" size="sm">
          {t('devToolbar.submitCredentials')}
        </Button>
      </form>
      <form onSubmit={submit(() => onToken(token))} className="flex flex-1 flex-col gap-2">
        <fieldset className="flex flex-col gap-2">
          <legend className="font-semibold">{t('devToolbar.tokenLegend')}</legend>
          <TextField label={t('devToolbar.token')} value={token} onChange={setToken} />
        </fieldset>
        <Button type="submit" size="sm">
          {t('devToolbar.submitToken')}
        </Button>
      </form>
    </div>
  );
}
