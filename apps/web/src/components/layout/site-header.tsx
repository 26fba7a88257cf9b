import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useOrg } from '../../lib/org.tsx';
import { withPreservedQuery } from '../../lib/preserved-query.ts';
import { useSession } from '../../lib/session.tsx';
import { getButtonClasses } from '../ui/button-styles.ts';
import { BrandLogo } from './brand-logo.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SandboxBanner } from './sandbox-banner.tsx';
import { SupportContact } from './support-contact.tsx';

const SignedInControls = lazy(async () => ({
  default: (await import('./signed-in-controls.tsx')).SignedInControls,
}));

const HEADER_BUTTON = getButtonClasses('secondary', 'sm');

/** ORG-015…023: logo home link, support contact, Login or Dashboard, notifications and the menu. */
export function SiteHeader({ sandbox }: { sandbox?: boolean }) {
  const { t } = useTranslation('layout');
  const { companyInfo } = useOrg().orgMetaData;
  const session = useSession();
  const { search } = useLocation();
  const signedIn = session.status === 'authenticated';
  const showDashboard = signedIn && (!session.isAdditionalSigner || session.isBroker);

  return (
    <header className="bg-brand text-brand-contrast">
      <SandboxBanner enabled={sandbox} />
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 lg:px-8">
        <a
          href={companyInfo.companyHomeUrl}
          className="no-underline"
          aria-label={t('header.homeLink', { companyName: companyInfo.companyName })}
        >
          <BrandLogo text={companyInfo.logoText} />
        </a>
        {/* On a phone the controls keep a row of their own, a button tall, from the first paint: the
            session's buttons arriving later do not wrap the header and push the page down (CLS). */}
        <div className="flex min-h-9 basis-full items-center gap-1 sm:basis-auto sm:gap-3">
          {/* On a phone the row is full with the session's buttons; the footer's switcher serves there. */}
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <SupportContact />
          {session.status === 'anonymous' ? (
            <Link to={withPreservedQuery('/auth/login', search)} className={HEADER_BUTTON}>
              {t('header.login')}
            </Link>
          ) : null}
          {showDashboard ? (
            <Link to={withPreservedQuery('/dashboard', search)} className={HEADER_BUTTON}>
              {t('header.dashboard')}
            </Link>
          ) : null}
          {signedIn ? (
            <Suspense fallback={null}>
              <SignedInControls />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
