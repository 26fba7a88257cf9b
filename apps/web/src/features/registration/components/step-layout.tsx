import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';

export interface StepLayoutProps {
  title: string;
  intro?: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  isSubmitting?: boolean;
  backTo?: string;
  submitLabel?: string;
  children: ReactNode;
}

/** One registration step: its heading (and page title), the form, Back and Continue (KIT-009). */
export function StepLayout({
  title,
  intro,
  onSubmit,
  isSubmitting = false,
  backTo,
  submitLabel,
  children,
}: StepLayoutProps) {
  const { t } = useTranslation('registration');
  usePageTitle(title);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 pt-4 pb-6">
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro ? <div>{intro}</div> : null}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <div className="flex items-center justify-between gap-4 pt-2">
          {backTo ? (
            <Link to={backTo} className="underline">
              {t('form.back')}
            </Link>
          ) : (
            <span />
          )}
          <SubmitButton isSubmitting={isSubmitting} label={submitLabel} />
        </div>
      </form>
    </section>
  );
}
