import '../lib/load-registration-strings.ts';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.ts';

/** REG-046: where a waitlisted registration ends (the API-040 post is made by the submit). */
export function Component() {
  const { t } = useTranslation('registration');
  const marketing = useLocation().pathname.startsWith('/marketing-waitlist');
  const key = marketing ? 'marketingWaitlist' : 'waitlist';
  usePageTitle(t(`${key}.title`));
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4 py-8">
      <h1 className="text-3xl font-bold">{t(`${key}.title`)}</h1>
      <p>{t(`${key}.body`)}</p>
    </section>
  );
}
